/** Log auto-refresh (spec §4, §9): every 5 s while on, on by default, and on again for another pod or container. */
export const LOG_REFRESH_MS = 5000;
export const LOG_TAIL_LINES = 3000;

export interface AutoRefresh {
  /** The pod and container the choice was made for. */
  source: string;
  on: boolean;
}

export const selectionKey = (pod: string, container: string) => `${pod}/${container}`;

/** Whether logs refresh for this pod and container: the user's choice, unless it was made for another one. */
export function autoRefreshOn(choice: AutoRefresh | undefined, source: string): boolean {
  return choice?.source === source ? choice.on : true;
}

/** The polling interval of the log query: react-query also pauses it while the tab is hidden. */
export function logRefreshInterval(on: boolean): number | false {
  return on ? LOG_REFRESH_MS : false;
}
