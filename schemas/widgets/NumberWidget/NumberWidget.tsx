import type { VelaWidgetProps } from '../../formContext';
import { TextInput } from '../shared/TextInput';

/** A number input; RJSF's number field turns the text into a number, or unsets it when empty. */
export function NumberWidget(props: VelaWidgetProps) {
  return <TextInput widget={props} type="number" />;
}
