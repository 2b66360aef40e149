import { QueryClient } from '@tanstack/react-query';

const MAX_RETRIES = 2;
// A timeout (the HTTP client reports it as 408) or a busy server may pass; other 4xx answers will not.
const PASSING_CLIENT_STATUSES = new Set([408, 429]);

function statusOf(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}

/**
 * Whether a failed read is worth asking again: a network failure or a server error is, up to twice; a
 * refusal (an unknown record, no permission, bad input) is shown at once instead of after seconds of retries.
 */
export function shouldRetryRead(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  const refused =
    status !== undefined && status >= 400 && status < 500 && !PASSING_CLIENT_STATUSES.has(status);
  return !refused && failureCount < MAX_RETRIES;
}

interface QueryClientOptions {
  /** Milliseconds between a failed read and its retry; react-query's backoff (1 s, then 2 s) unless given. */
  retryDelay?: number;
}

/** The console's query cache: one per mounted console, so tests never share answers. */
export const createConsoleQueryClient = ({ retryDelay }: QueryClientOptions = {}) =>
  new QueryClient({ defaultOptions: { queries: { retry: shouldRetryRead, retryDelay } } });
