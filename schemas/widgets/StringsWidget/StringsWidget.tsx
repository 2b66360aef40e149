import type { VelaWidgetProps } from '../../formContext';
import { ListInput } from '../shared/ListInput';

/** A list of strings, such as a command and its arguments. */
export function StringsWidget(props: VelaWidgetProps) {
  return <ListInput widget={props} inputType="text" toValue={(rows) => rows.filter((row) => row !== '')} />;
}
