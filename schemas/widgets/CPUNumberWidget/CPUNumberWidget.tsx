import type { VelaWidgetProps } from '../../formContext';
import { UnitNumberInput } from '../shared/UnitNumberInput';

/** CPU in cores, stored as a plain string such as "0.5". */
export function CPUNumberWidget(props: VelaWidgetProps) {
  return <UnitNumberInput {...props} unit="cores" unitLabel={props.registry.formContext.t('unitCores')} />;
}
