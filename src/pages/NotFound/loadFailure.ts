/** How a page tells the failures of loading its object apart: the HTTP status the data provider threw. */
export type LoadFailure = 'notFound' | 'forbidden' | 'failed';

export function loadFailure(error: unknown): LoadFailure {
  const status =
    typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  if (status === 404) return 'notFound';
  if (status === 403) return 'forbidden';
  return 'failed';
}
