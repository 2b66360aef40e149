/** What the polling rule reads of a query: its answer and when the last answer or failure arrived. */
interface PolledQuery<TData> {
  state: { data: TData | undefined; dataUpdatedAt: number; errorUpdatedAt: number };
}

/**
 * The one polling rule of the console's live pages (records, pipeline runs, addon status, logs, cloud
 * shell, deploy choices), as React Query options. `periodFor` names the wait before the next read for
 * the answer on screen, or `false` once it will not change again.
 * - A hidden browser tab reads nothing: the timer keeps ticking but skips its reads.
 * - Back in the tab, the page reads at once when its answer is older than the period, else on the next tick.
 * - Leaving the page (unmounting) stops the timer.
 * - A read never starts while the previous one is under way: a tick or a return to the tab during a slow
 *   answer joins it, and the next wait starts when the answer arrives.
 */
export function pollingRule<TData>(periodFor: (data: TData | undefined) => number | false) {
  const refetchInterval = (query: PolledQuery<TData>) => periodFor(query.state.data);
  return {
    refetchInterval,
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (query: PolledQuery<TData>) => {
      const period = refetchInterval(query);
      const lastAnswer = Math.max(query.state.dataUpdatedAt, query.state.errorUpdatedAt);
      return period !== false && Date.now() - lastAnswer >= period;
    },
  };
}
