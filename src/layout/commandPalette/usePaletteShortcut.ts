import { useEffect } from 'react';
import { isPaletteShortcut } from './shortcut';

/**
 * Calls `onShortcut` on Ctrl-K (Cmd-K), wherever the focus is, instead of the browser's own use of the
 * key. A key an editor has already taken for itself (Monaco's Ctrl-K chords) is left to it.
 */
export function usePaletteShortcut(onShortcut: () => void): void {
  useEffect(() => {
    const listener = (event: KeyboardEvent) => {
      if (event.defaultPrevented || !isPaletteShortcut(event)) return;
      event.preventDefault();
      onShortcut();
    };
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, [onShortcut]);
}
