import { useFormFrame } from './formFrameContext';
import { useSuccessNotify } from './useSuccessNotify';

/** After a successful save: the success toast (4 s), the drawer closed, then the caller's own step. */
export function useFormSaved<Result>(successMessage: string, onSaved?: (result: Result) => void) {
  const notifySuccess = useSuccessNotify();
  const frame = useFormFrame();
  return (result: Result) => {
    notifySuccess(successMessage);
    frame?.close();
    onSaved?.(result);
  };
}
