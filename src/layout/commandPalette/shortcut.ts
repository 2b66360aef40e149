/** Ctrl-K, or Cmd-K on macOS: the key that opens the command palette anywhere in the console. */
export function isPaletteShortcut(event: KeyboardEvent): boolean {
  return (
    (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'k'
  );
}

function onMac(): boolean {
  const { userAgentData, platform } = navigator as Navigator & { userAgentData?: { platform?: string } };
  return /mac/i.test(userAgentData?.platform ?? platform);
}

/** How the shortcut is shown on this machine, and its `aria-keyshortcuts` value. */
export function shortcutHint(): { keys: string; aria: string } {
  return onMac() ? { keys: '⌘K', aria: 'Meta+K' } : { keys: 'Ctrl K', aria: 'Control+K' };
}
