import type { VelaWidgetProps } from '../../formContext';
import { ListInput } from '../shared/ListInput';

/** A list of numbers; each row is emitted as a number. */
export function NumbersWidget(props: VelaWidgetProps) {
  return (
    <ListInput
      widget={props}
      inputType="number"
      toValue={(rows) => rows.filter((row) => row.trim() !== '').map((row) => Number(row))}
    />
  );
}
