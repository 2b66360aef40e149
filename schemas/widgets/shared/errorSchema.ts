import type { ErrorSchema } from '@rjsf/utils';
import { isRecord } from '../../translate/paths';

/** True when the error tree holds at least one message, at any depth. */
export function hasErrors(errorSchema: ErrorSchema | undefined): boolean {
  if (!isRecord(errorSchema)) return false;
  return Object.entries(errorSchema).some(([key, child]) =>
    key === '__errors' ? Array.isArray(child) && child.length > 0 : hasErrors(child as ErrorSchema),
  );
}
