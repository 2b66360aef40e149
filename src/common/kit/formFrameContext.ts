import { createContext, useContext } from 'react';

/** What a form inside a <FormDrawer> or a <DiscardGuard> tells it and asks of it. */
export interface FormFrame {
  /** After a successful save: closes the drawer at once, or forgets the edits of a form on a page. */
  close: () => void;
  /** Closes, asking first when there are unsaved edits: Cancel, Escape, the close button. None on a page. */
  requestClose?: () => void;
  setDirty: (dirty: boolean) => void;
  /** Counts the saves of a form that stays open: each makes its values the saved ones (no edits left). */
  saves?: number;
}

export const FormFrameContext = createContext<FormFrame | undefined>(undefined);

/** The surrounding <FormDrawer> or <DiscardGuard>, if any. */
export const useFormFrame = () => useContext(FormFrameContext);

type Leave = (leave: () => void) => void;

export const DiscardGuardContext = createContext<Leave | undefined>(undefined);

const leaveAtOnce: Leave = (leave) => leave();

/**
 * Leaves the form of the surrounding <DiscardGuard> (another item chosen, Cancel): at once when it holds
 * no unsaved edits, else after asking.
 */
export const useDiscardGuard = (): Leave => useContext(DiscardGuardContext) ?? leaveAtOnce;
