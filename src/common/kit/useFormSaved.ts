import { useFormFrame } from './formFrameContext';
import { useSuccessNotify } from './useSuccessNotify';

export interface FormSavedOptions {
  /** Leaves the drawer open: a step of a dialog whose next step shows the result. */
  keepOpen?: boolean;
}

/**
 * After a successful save: the success toast (4 s) when there is a text, the drawer closed unless it is
 * kept open, then the caller's own step.
 */
export function useFormSaved<Result>(
  successMessage: string | undefined,
  onSaved?: (result: Result) => void,
  { keepOpen = false }: FormSavedOptions = {},
) {
  const notifySuccess = useSuccessNotify();
  const frame = useFormFrame();
  return (result: Result) => {
    if (successMessage) notifySuccess(successMessage);
    if (!keepOpen) frame?.close();
    onSaved?.(result);
  };
}
