import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

/** After a binding or a deploy: the application, its statistics and its statuses are read again. */
export function useRefreshApplication() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: ['applications'] }), [queryClient]);
}
