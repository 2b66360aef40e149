import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { VelaWidgetProps } from '../../formContext';
import type { Choice } from './OptionInput';

/** Several choices from looked-up options (policies, components); typed names are accepted when `freeSolo`. */
export function MultiOptionInput({
  widget,
  choices,
  freeSolo,
  loading,
}: {
  widget: VelaWidgetProps;
  choices: readonly Choice[];
  freeSolo: boolean;
  loading: boolean;
}) {
  const { id, label, value, onChange, required, disabled, readonly, rawErrors = [], registry } = widget;
  const { t } = registry.formContext;
  const selected: string[] = Array.isArray(value) ? value.map(String) : [];
  const labelOf = (name: string) => choices.find((choice) => choice.value === name)?.label ?? name;
  return (
    <Autocomplete<string, true, false, boolean>
      id={id}
      multiple
      freeSolo={freeSolo}
      autoSelect={freeSolo}
      options={choices.map((choice) => choice.value)}
      value={selected}
      loading={loading}
      loadingText={t('loading')}
      noOptionsText={t('noOptions')}
      disabled={disabled || readonly}
      getOptionLabel={labelOf}
      onChange={(_event, next) => onChange(next.map(String))}
      renderInput={(params) => (
        <TextField {...params} label={label} required={required} error={rawErrors.length > 0} />
      )}
    />
  );
}
