import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { normalizeUISchema, VelaForm } from '@schemas/index';
import { useMemo } from 'react';
import { useLocale, useTranslate } from 'react-admin';
import type { UiParameter } from './uiSchemaDraft';

/** The form the UI schema draws, with what in it could not be used; loaded lazily (RJSF). */
export const UiSchemaPreview = ({ entries }: { entries: UiParameter[] }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const { params, problems } = useMemo(() => normalizeUISchema(entries), [entries]);
  return (
    <Stack spacing={2}>
      {problems.length > 0 ? (
        <Alert severity="warning">
          {translate('resources.definitions.uiSchema.problems')}
          <ul>
            {problems.map((problem) => (
              <li key={`${problem.path}: ${problem.message}`}>
                {problem.path}: {problem.message}
              </li>
            ))}
          </ul>
        </Alert>
      ) : null}
      <VelaForm uiSchema={params} locale={locale === 'zh' ? 'zh' : 'en'} />
    </Stack>
  );
};
