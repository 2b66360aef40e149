import type { VelaWidgetProps } from '../../formContext';
import { TextInput } from '../shared/TextInput';

/** A single-line text input. */
export function InputWidget(props: VelaWidgetProps) {
  return <TextInput widget={props} type="text" />;
}
