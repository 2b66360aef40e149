import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** What the frame's panels draw: the application (with its statistics) and its environment bindings. */
const FRAME_RESOURCES: unknown[] = ['applications', 'appEnvBindings'];

/**
 * Retry of a panel of the application frame: the frame's answers are dropped and loaded again, so the
 * panel draws the new answer, not the one it could not draw.
 */
export function useResetApplication() {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      void queryClient.resetQueries({ predicate: ({ queryKey }) => FRAME_RESOURCES.includes(queryKey[0]) }),
    [queryClient],
  );
}
