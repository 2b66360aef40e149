import {
  QueryClient,
  type DefaultedQueryObserverOptions,
  type DefaultError,
  type QueryKey,
  type QueryObserverOptions,
} from '@tanstack/react-query';
import type { AccessRequest } from '@authProvider/canAccess';

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

/**
 * How long a list's answer stands for a component that mounts and reads the same list: a page's parts
 * mount one after the other as their data comes, and each one asking again for a list it shares (an
 * application's bindings: its tabs, its pages, its status) drew every reader of it once more, three times
 * on the status page before its graph. Writes, Refresh and polling ask again whatever the age of the
 * answer. Only lists: react-admin fills each record's getOne query from the list's row, which lacks what
 * a detail reads (a revision's applied configuration), so a detail must still ask when it mounts.
 */
const LIST_ANSWER_STANDS_MS = 2_000;

/** How long the session's answers and the access checks answered at once stand: the first screen's time. */
const ANSWER_STANDS_MS = 3_000;

/**
 * react-admin's queries of the session (ra-core's useAuthState, usePermissions and useGetIdentity): each
 * check of them would draw react-admin's routes, and the whole layout under them, once more.
 */
const SESSION_QUERIES = new Set(['checkAuth', 'getPermissions', 'getIdentity']);
const isSessionQuery = ([scope, verb]: QueryKey) =>
  scope === 'auth' && typeof verb === 'string' && SESSION_QUERIES.has(verb);

/**
 * `refetchOnMount` for an answer that stands `ms` for the readers mounting after it. Not a stale time: a
 * query turning stale notifies its readers, and react-admin's hooks, which pass on the whole query state,
 * drew their page again then (the whole layout, for the session's check, 3 s after the first screen).
 */
const askAgainOnMountAfter =
  (ms: number) =>
  (query: { state: { dataUpdatedAt: number } }): boolean =>
    Date.now() - query.state.dataUpdatedAt > ms;

interface QueryClientOptions {
  /** Milliseconds between a failed read and its retry; react-query's backoff (1 s, then 2 s) unless given. */
  retryDelay?: number;
  /** The auth provider's answer to an access check without waiting, when it has one (its canAccessNow). */
  accessNow?: (request: AccessRequest) => boolean | undefined;
  /** The data provider's answer to a getList or getOne without waiting, when its read is in (its answerNow). */
  dataNow?: (resource: string, method: string, params: unknown) => unknown;
}

const READS_ANSWERED_NOW = new Set(['getList', 'getOne']);

/**
 * The access check of react-admin's useCanAccess (and <CanAccess>) in a query key:
 * ['auth', 'canAccess', {action, resource, recordId}]. A check of a record of a react-admin resource stays
 * the auth provider's, which gets the record itself (the key has only its id); a check that names its
 * permission resource (`project:web/pipeline:build`) does not depend on the record it is drawn in.
 */
function accessCheckOf(queryKey: QueryKey): AccessRequest | undefined {
  const [scope, verb, params] = queryKey;
  if (scope !== 'auth' || verb !== 'canAccess' || typeof params !== 'object' || params === null)
    return undefined;
  const { action, resource, recordId } = params as Record<string, unknown>;
  if (typeof action !== 'string' || typeof resource !== 'string') return undefined;
  if (recordId !== undefined && !resource.includes(':')) return undefined;
  return { action, resource };
}

/**
 * A query client whose lists' and session's answers stand a moment for the readers that mount after them, and whose
 * access checks start answered when the answer is known at once: an access check pending for a moment
 * drew its page (a row's buttons, a route, a menu) once without, then again with.
 */
class ConsoleQueryClient extends QueryClient {
  constructor(
    options: ConstructorParameters<typeof QueryClient>[0],
    private readonly accessNow: QueryClientOptions['accessNow'],
    private readonly dataNow: QueryClientOptions['dataNow'],
  ) {
    super(options);
  }

  /** Set while a read answered at once goes into the cache, which defaults that query's options again. */
  private answering = false;

  /**
   * react-admin's getList or getOne ([resource, method, params]) not yet in the cache, answered at once
   * from a read already in: the page is drawn with its data in the same drawing as the page around it,
   * not once waiting and once more per level of its parts (issue 35).
   */
  private answeredRead(queryKey: QueryKey): unknown {
    const [resource, method, params] = queryKey;
    if (this.answering || !this.dataNow || typeof resource !== 'string' || typeof method !== 'string')
      return undefined;
    if (!READS_ANSWERED_NOW.has(method)) return undefined;
    if (this.getQueryCache().find({ queryKey, exact: true })) return undefined;
    return this.dataNow(resource, method, params);
  }

  /**
   * The query starts with the answer as data set on it, not as its initialData: a reset (a panel's Retry
   * after it could not draw the answer) then forgets it and asks the server, instead of going back to it.
   */
  private startWith(queryKey: QueryKey, data: unknown) {
    this.answering = true;
    try {
      this.setQueryData(queryKey, data);
    } finally {
      this.answering = false;
    }
  }

  override defaultQueryOptions<
    TQueryFnData = unknown,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(
    options:
      | QueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey, TPageParam>
      | DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey>,
  ): DefaultedQueryObserverOptions<TQueryFnData, TError, TData, TQueryData, TQueryKey> {
    const defaulted = super.defaultQueryOptions(options);
    if (options._defaulted) return defaulted;
    // A disabled query is one its caller means not to make (react-admin's list controller with
    // disableAuthentication skips its access check): it stays unanswered.
    const answerable = defaulted.initialData === undefined && (defaulted.enabled ?? true) === true;
    const read = answerable ? this.answeredRead(defaulted.queryKey) : undefined;
    if (read !== undefined) {
      this.startWith(defaulted.queryKey, read);
      return {
        ...defaulted,
        refetchOnMount: defaulted.refetchOnMount ?? askAgainOnMountAfter(LIST_ANSWER_STANDS_MS),
      };
    }
    if (defaulted.queryKey[1] === 'getList' && defaulted.refetchOnMount === undefined)
      return { ...defaulted, refetchOnMount: askAgainOnMountAfter(LIST_ANSWER_STANDS_MS) };
    if (isSessionQuery(defaulted.queryKey) && defaulted.refetchOnMount === undefined)
      return { ...defaulted, refetchOnMount: askAgainOnMountAfter(ANSWER_STANDS_MS) };
    if (!this.accessNow || !answerable) return defaulted;
    const check = accessCheckOf(defaulted.queryKey);
    const answer = check && this.accessNow(check);
    if (answer === undefined) return defaulted;
    return {
      ...defaulted,
      initialData: answer as TQueryData,
      refetchOnMount: askAgainOnMountAfter(ANSWER_STANDS_MS),
    };
  }
}

/** The console's query cache: one per mounted console, so tests never share answers. */
export const createConsoleQueryClient = ({ retryDelay, accessNow, dataNow }: QueryClientOptions = {}) =>
  new ConsoleQueryClient(
    { defaultOptions: { queries: { retry: shouldRetryRead, retryDelay } } },
    accessNow,
    dataNow,
  );
