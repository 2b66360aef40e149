import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { Translate } from '../../i18n';

export interface Choice {
  value: string;
  label: string;
}

export interface OptionInputProps {
  id: string;
  label: string;
  value: string | undefined;
  choices: readonly Choice[];
  onChange: (value: string | undefined) => void;
  /** Accepts a typed value that is not among the choices. */
  freeSolo: boolean;
  loading?: boolean;
  required?: boolean;
  disabled?: boolean;
  error?: boolean;
  t: Translate;
}

/** A single choice from looked-up options, optionally accepting a typed value. */
export function OptionInput(props: OptionInputProps) {
  const { id, label, value, choices, onChange, freeSolo, loading, required, disabled, error, t } = props;
  const selected =
    choices.find((choice) => choice.value === value) ?? (value ? { value, label: value } : null);
  return (
    <Autocomplete<Choice, false, false, boolean>
      id={id}
      freeSolo={freeSolo}
      autoSelect={freeSolo}
      options={choices as Choice[]}
      value={selected}
      loading={loading}
      disabled={disabled}
      loadingText={t('loading')}
      noOptionsText={t('noOptions')}
      getOptionLabel={(choice) => (typeof choice === 'string' ? choice : choice.label)}
      isOptionEqualToValue={(choice, current) => choice.value === current.value}
      onChange={(_event, next) => {
        const text = typeof next === 'string' ? next : next?.value;
        onChange(text === '' ? undefined : text);
      }}
      renderInput={(params) => <TextField {...params} label={label} required={required} error={error} />}
    />
  );
}
