import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'react-admin';
import type { useLogSelection } from './useLogSelection';

const ALL = '*';

interface PickerProps {
  label: string;
  value: string;
  choices: { value: string; label: string }[];
  onChange: (value: string) => void;
}

const Picker = ({ label, value, choices, onChange }: PickerProps) => {
  const translate = useTranslate();
  return (
    <TextField
      select
      size="small"
      label={translate(label)}
      value={choices.some((choice) => choice.value === value) ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 200 }}
    >
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {choice.label}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Which component, pod and container to read. */
export const LogPickers = ({ selection }: { selection: ReturnType<typeof useLogSelection> }) => {
  const translate = useTranslate();
  const named = (names: string[]) => names.map((name) => ({ value: name, label: name }));
  return (
    <Stack direction="row" spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      <Picker
        label="resources.appLogs.component"
        value={selection.component || ALL}
        choices={[
          { value: ALL, label: translate('resources.appLogs.allComponents') },
          ...named(selection.components),
        ]}
        onChange={(value) => selection.chooseComponent(value === ALL ? '' : value)}
      />
      <Picker
        label="resources.appLogs.pod"
        value={selection.pod?.name ?? ''}
        choices={named(selection.pods.map((pod) => pod.name))}
        onChange={selection.choosePod}
      />
      <Picker
        label="resources.appLogs.container"
        value={selection.container}
        choices={named(selection.containers)}
        onChange={selection.chooseContainer}
      />
    </Stack>
  );
};
