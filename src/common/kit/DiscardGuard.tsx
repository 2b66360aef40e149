import { useCallback, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { DiscardGuardContext, FormFrameContext } from './formFrameContext';
import type { FormFrame } from './formFrameContext';
import { useDiscardQuestion } from './useDiscardQuestion';

/**
 * Around a kit form that stands on a page beside what can replace it (a list of items and the chosen
 * one's form): whatever leaves the form goes through `useDiscardGuard()`, which asks first when the form
 * holds unsaved edits, and leaving the page brings the browser's warning.
 */
export const DiscardGuard = ({ children }: { children: ReactNode }) => {
  const { setDirty, ask, forget, question } = useDiscardQuestion();
  const [saves, setSaves] = useState(0);
  const saved = useCallback(() => {
    forget();
    setSaves((count) => count + 1);
  }, [forget]);
  const frame = useMemo<FormFrame>(() => ({ close: saved, setDirty, saves }), [saved, setDirty, saves]);
  return (
    <DiscardGuardContext.Provider value={ask}>
      <FormFrameContext.Provider value={frame}>{children}</FormFrameContext.Provider>
      {question}
    </DiscardGuardContext.Provider>
  );
};
