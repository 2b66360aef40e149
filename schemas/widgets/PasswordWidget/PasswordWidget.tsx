import type { VelaWidgetProps } from '../../formContext';
import { TextInput } from '../shared/TextInput';

/** A masked text input. */
export function PasswordWidget(props: VelaWidgetProps) {
  return <TextInput widget={props} type="password" />;
}
