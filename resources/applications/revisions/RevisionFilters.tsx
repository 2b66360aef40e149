import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useListContext, useTranslate } from 'react-admin';
import { REVISION_STATUSES } from './revisionRules';

interface FilterSelectProps {
  label: string;
  value: string;
  choices: { value: string; label: string }[];
  onChange: (value: string) => void;
}

const FilterSelect = ({ label, value, choices, onChange }: FilterSelectProps) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{translate('resources.appRevisions.filter.all')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Environment (the application's bindings) and status: both kept in the address with the list's page. */
export const RevisionFilters = ({ envNames }: { envNames: string[] }) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const set = (key: 'envName' | 'status', value: string) => {
    const { [key]: _dropped, ...others } = filterValues as Record<string, string>;
    setFilters(value ? { ...others, [key]: value } : others);
  };
  const values = filterValues as { envName?: string; status?: string };
  return (
    <>
      <FilterSelect
        label={translate('resources.appRevisions.filter.env')}
        value={values.envName ?? ''}
        choices={envNames.map((name) => ({ value: name, label: name }))}
        onChange={(value) => set('envName', value)}
      />
      <FilterSelect
        label={translate('resources.appRevisions.filter.status')}
        value={values.status ?? ''}
        choices={REVISION_STATUSES.map((status) => ({
          value: status,
          label: translate(`resources.appRevisions.status.${status}`),
        }))}
        onChange={(value) => set('status', value)}
      />
    </>
  );
};
