import { useCallback, useEffect, useRef, useState } from 'react';
import { usePaletteShortcut } from './usePaletteShortcut';

export interface PaletteState {
  open: boolean;
  /** Whether it was ever opened: its code is loaded from then on. */
  wanted: boolean;
  show: () => void;
  close: () => void;
}

/**
 * Whether the command palette is open: Ctrl-K (Cmd-K) opens and closes it, and on closing the focus
 * goes back where it was when it opened.
 */
export function usePalette(): PaletteState {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const returnFocus = useRef<HTMLElement | null>(null);
  const show = useCallback(() => {
    if (document.activeElement instanceof HTMLElement) returnFocus.current = document.activeElement;
    setWanted(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => (open ? close() : show()), [open, close, show]);
  usePaletteShortcut(toggle);
  // Once the dialog's focus trap has let go: focusing earlier would be pulled back into the dialog.
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current.focus();
    returnFocus.current = null;
  }, [open]);
  return { open, wanted, show, close };
}
