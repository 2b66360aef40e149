import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ComponentRow } from '../shared/component';
import { useApplication } from '../shared/useApplication';
import { useGetList, useTranslate } from 'react-admin';
import { useEnvBinding } from './useEnvStatus';
import type { StatusSelection } from './useStatusSelection';

const WHOLE_LIST = { page: 1, perPage: Number.MAX_SAFE_INTEGER };
const ALL = '';

interface Choice {
  value: string;
  label: string;
}

const Picker = ({
  label,
  value,
  choices,
  onChange,
}: {
  label: string;
  value?: string;
  choices: Choice[];
  onChange: (value: string | undefined) => void;
}) => {
  const translate = useTranslate();
  // A value the list does not hold (yet) reads as All rather than as an empty box.
  const shown = choices.some((choice) => choice.value === value) ? value : ALL;
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={shown}
      onChange={(event) => onChange(event.target.value || undefined)}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value={ALL}>{translate('resources.appEnvStatus.filter.all')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** The target and the component the page is narrowed to; both kept in the address. */
export const EnvSelectors = ({ env, selection }: { env: string; selection: StatusSelection }) => {
  const { app } = useApplication();
  const binding = useEnvBinding(env);
  const { data: components = [] } = useGetList<ComponentRow>('appComponents', {
    meta: { app: app.name },
    pagination: WHOLE_LIST,
  });
  const targets = (binding?.targets ?? []).map((target) => ({
    value: target.name,
    label: target.alias || target.name,
  }));
  return (
    <>
      <Picker
        label="resources.appEnvStatus.filter.target"
        value={selection.target}
        choices={targets}
        onChange={(value) => selection.choose('target', value)}
      />
      <Picker
        label="resources.appEnvStatus.filter.component"
        value={selection.component}
        choices={components.map((component) => ({
          value: component.name,
          label: component.alias || component.name,
        }))}
        onChange={(value) => selection.choose('component', value)}
      />
    </>
  );
};
