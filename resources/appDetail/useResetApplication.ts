import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Retry of a panel of the application frame: the application's answers are dropped and loaded again, so
 * the panel draws the new answer, not the one it could not draw.
 */
export function useResetApplication() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.resetQueries({ queryKey: ['applications'] }), [queryClient]);
}
