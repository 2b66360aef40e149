import { useState, useTransition } from 'react';
import { flushSync } from 'react-dom';

/**
 * Shows a typed value at once and hands it to the form in a transition, so that the form's work on
 * each change (defaults, conditions, validation, every field drawn again) no longer holds the typed
 * character off the screen. `flush` hands a pending value over at once: a blur or an Enter calls it,
 * so a save that follows the last keystroke reads what was typed.
 */
export function useDeferredChange<T>(value: T, onChange: (next: T) => void) {
  const [isPending, startTransition] = useTransition();
  const [draft, setDraft] = useState(value);
  const change = (next: T) => {
    setDraft(next);
    startTransition(() => onChange(next));
  };
  const flush = () => {
    if (isPending) flushSync(() => onChange(draft));
  };
  return { shown: isPending ? draft : value, change, flush };
}
