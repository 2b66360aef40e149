import type { VelaWidgetProps } from '../../formContext';
import { UnitNumberInput } from '../shared/UnitNumberInput';

/** Disk size in Gi, stored as e.g. "10Gi". */
export function DiskNumberWidget(props: VelaWidgetProps) {
  return <UnitNumberInput {...props} unit="Gi" unitLabel="Gi" />;
}
