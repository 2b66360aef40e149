import { useState } from 'react';

/**
 * The value a drawer or dialog shows: the given one, or while it closes (given nothing) the last one it
 * had, so the closing panel keeps its title and content, and its name for assistive technology, until gone.
 */
export function useShownWhileClosing<T>(value: T | undefined): T | undefined {
  const [last, setLast] = useState(value);
  if (value !== undefined && value !== last) setLast(value);
  return value ?? last;
}
