import type { VelaWidgetProps } from '../../formContext';
import { UnitNumberInput } from '../shared/UnitNumberInput';

/** Memory in Mi, stored as e.g. "1024Mi". */
export function MemoryNumberWidget(props: VelaWidgetProps) {
  return <UnitNumberInput {...props} unit="Mi" unitLabel="Mi" />;
}
