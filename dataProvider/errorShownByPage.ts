/**
 * The `meta` of a call whose failure the page shows itself (a list's error state, a form's inline
 * refusal): the data provider sends it `silent`, so the API error toaster does not repeat it.
 */
export const ERROR_SHOWN_BY_PAGE = { errorShownByPage: true } as const;

/** The HTTP options that keep a call marked ERROR_SHOWN_BY_PAGE out of the toaster. */
export function silentIfShownByPage(meta: unknown): { silent?: true } {
  const shown =
    typeof meta === 'object' && meta !== null && (meta as Record<string, unknown>).errorShownByPage === true;
  return shown ? { silent: true } : {};
}
