import { useCallback, useState } from 'react';
import type { ReactElement } from 'react';
import { Confirm } from 'react-admin';
import { useOpenedOnce } from './useOpenedOnce';
import { useUnloadWarning } from './useUnloadWarning';

export interface DiscardQuestion {
  /** What the form reports: whether it holds unsaved edits. */
  setDirty: (dirty: boolean) => void;
  /** Runs `leave` at once when nothing is unsaved, else once the user chose to discard the edits. */
  ask: (leave: () => void) => void;
  /** Forgets the edits (they were saved): the next `ask` leaves at once. */
  forget: () => void;
  /** The question "Discard unsaved changes?", to render once. */
  question: ReactElement;
}

/**
 * The question before unsaved edits are dropped, and the browser's warning on leaving the page while
 * `active` and there are edits. Shared by <FormDrawer> and <DiscardGuard>.
 */
export function useDiscardQuestion(active = true): DiscardQuestion {
  const [dirty, setDirty] = useState(false);
  const [leave, setLeave] = useState<() => void>();
  useUnloadWarning(active && dirty);

  const forget = useCallback(() => {
    setLeave(undefined);
    setDirty(false);
  }, []);
  const ask = useCallback((next: () => void) => (dirty ? setLeave(() => next) : next()), [dirty]);
  const asked = useOpenedOnce(leave !== undefined);
  const question = asked ? (
    <Confirm
      isOpen={leave !== undefined}
      title="vela.kit.form.discardTitle"
      content="vela.kit.form.discardText"
      confirm="vela.kit.form.discard"
      cancel="vela.kit.form.keepEditing"
      confirmColor="warning"
      onConfirm={() => {
        forget();
        leave?.();
      }}
      onClose={() => setLeave(undefined)}
    />
  ) : (
    <></>
  );
  return { setDirty, ask, forget, question };
}
