import Alert from '@mui/material/Alert';
import type { Translate } from '../i18n';
import type { SchemaProblem } from '../types';

/** The UI schema's problems, for the UI schema editor's preview. */
export function ProblemList({ problems, t }: { problems: readonly SchemaProblem[]; t: Translate }) {
  if (problems.length === 0) return null;
  return (
    <Alert severity="warning">
      {t('uiSchemaInvalid')}
      <ul>
        {problems.map((problem, index) => (
          <li key={index}>
            {problem.path}: {problem.message}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
