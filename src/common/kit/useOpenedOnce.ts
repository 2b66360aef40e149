import { useState } from 'react';

/**
 * Whether a dialog, drawer or menu has been open: a closed one is not drawn until it first opens, then kept
 * so it can fade out. Pages hold many closed ones (a confirmation per row, a drawer per part, the
 * layout's own), and drawing them was a good part of a page's first screen (issue 35).
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
