import type { components } from '../../../contract/api';
import { createContext, useContext } from 'react';

export type AppDetail = components['schemas']['v1.DetailApplicationResponse'] & { id: string };

/** What every page under /applications/{appName}/… gets from the frame around it. */
export interface ApplicationContextValue {
  app: AppDetail;
  /** The project the application belongs to: the `{p}` of every `project:{p}/application:{a}` check. */
  project: string;
  /** Addon-managed or synced: every write is hidden or disabled. */
  readOnly: boolean;
}

export const ApplicationContext = createContext<ApplicationContextValue | null>(null);

/** The application of the page; only inside the application frame (ApplicationDetail). */
export function useApplication(): ApplicationContextValue {
  const value = useContext(ApplicationContext);
  if (!value) throw new Error('useApplication() is used outside the application frame');
  return value;
}
