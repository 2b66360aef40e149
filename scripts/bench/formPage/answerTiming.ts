/** The smallest threshold the Event Timing API takes: shorter events are not reported. */
const SMALLEST_THRESHOLD_MS = 16;
/** Event Timing rounds durations to 8 ms, so an event it did not report took 8 ms at most. */
const UNREPORTED_MS = 8;

/** Event Timing's fields that TypeScript's DOM library does not list yet. */
interface InteractionTiming extends PerformanceEventTiming {
  readonly interactionId: number;
}
type EventObserverInit = PerformanceObserverInit & { durationThreshold: number };

/**
 * Watches how long the browser took to answer input, as INP measures it: from an event's timestamp
 * to the next frame drawn after its handlers ran.
 */
export function watchInputAnswers() {
  const entries: InteractionTiming[] = [];
  const observer = new PerformanceObserver((list) =>
    entries.push(...(list.getEntries() as InteractionTiming[])),
  );
  const init: EventObserverInit = { type: 'event', durationThreshold: SMALLEST_THRESHOLD_MS };
  observer.observe(init);
  return {
    /** The longest answer to an interaction (key down, press or up) that started at `since` or later. */
    longestAnswerSince(since: number): number {
      entries.push(...(observer.takeRecords() as InteractionTiming[]));
      const answers = entries.filter((entry) => entry.interactionId > 0 && entry.startTime >= since);
      return Math.max(UNREPORTED_MS, ...answers.map((entry) => entry.duration));
    },
  };
}
