import { createContext, useContext } from 'react';

/** What a form inside a <FormDrawer> tells it and asks of it. */
export interface FormFrame {
  /** Closes at once: after a successful save. */
  close: () => void;
  /** Closes, asking first when there are unsaved edits: Cancel, Escape, the close button. */
  requestClose: () => void;
  setDirty: (dirty: boolean) => void;
}

export const FormFrameContext = createContext<FormFrame | undefined>(undefined);

/** The surrounding <FormDrawer>, if any: a form can also stand on a page of its own. */
export const useFormFrame = () => useContext(FormFrameContext);
