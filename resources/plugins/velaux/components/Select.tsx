import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import type { CSSProperties, ReactNode } from 'react';
import { locale } from '../locale';

type OptionValue = string | number | boolean;
interface OptionItem {
  label?: ReactNode;
  value: OptionValue;
  disabled?: boolean;
}

export interface SelectProps {
  dataSource?: (OptionValue | OptionItem)[];
  value?: OptionValue;
  defaultValue?: OptionValue;
  /** Called with the chosen option's value, then 'change' and the option, as Fusion's Select does. */
  onChange?: (value: OptionValue, actionType: 'change', item: OptionItem) => void;
  placeholder?: string;
  disabled?: boolean;
  locale?: { selectPlaceholder?: string; notFoundContent?: string };
  id?: string;
  name?: string;
  style?: CSSProperties;
  className?: string;
  'aria-label'?: string;
}

function itemOf(entry: OptionValue | OptionItem): OptionItem {
  return typeof entry === 'object' ? entry : { label: String(entry), value: entry };
}

/** Fusion's single Select, drawn as the browser's own list of options. */
export const Select = ({ dataSource = [], onChange, ...props }: SelectProps) => {
  const items = dataSource.map(itemOf);
  const indexOf = (value: OptionValue | undefined) => items.findIndex((item) => item.value === value);
  const placeholder =
    props.placeholder ?? props.locale?.selectPlaceholder ?? locale().Select.selectPlaceholder;
  const chosen = props.value === undefined ? undefined : String(indexOf(props.value));
  const initial = props.defaultValue === undefined ? undefined : String(indexOf(props.defaultValue));
  return (
    <NativeSelect
      input={<OutlinedInput size="small" />}
      value={chosen}
      defaultValue={chosen === undefined ? (initial ?? '-1') : undefined}
      disabled={props.disabled}
      style={props.style}
      className={props.className}
      inputProps={{ id: props.id, name: props.name, 'aria-label': props['aria-label'] }}
      onChange={(event) => {
        const item = items[Number(event.target.value)];
        if (item) onChange?.(item.value, 'change', item);
      }}
    >
      <option value="-1" disabled>
        {items.length === 0
          ? (props.locale?.notFoundContent ?? locale().Select.notFoundContent)
          : placeholder}
      </option>
      {items.map((item, index) => (
        <option key={String(item.value)} value={String(index)} disabled={item.disabled}>
          {typeof item.label === 'string' || typeof item.label === 'number' ? item.label : String(item.value)}
        </option>
      ))}
    </NativeSelect>
  );
};
