/**
 * Chromium cuts the way of each input event, from the key press to the frame that shows it, into stages
 * and traces them as `EventLatency` (category `input`): async events that share the root's id.
 */
export const EVENT_LATENCY_CATEGORIES = ['input'];

export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  pid: number;
  id2?: { local?: string };
  args?: { event_latency?: { event_type?: string } };
}

export interface KeyPressLatency {
  /**
   * From the key press to the commit of the frame that shows it, less `frameWaitMs`: the browser routing
   * the key, the page's handlers and the frame's style, layout and paint, none of it done ahead of time.
   */
  toCommitMs: number;
  /** How long the finished handlers waited for the display's next frame to begin; the key's timing decides it. */
  frameWaitMs: number;
  /** From the key press to the presentation of the frame that shows it (Event Timing's figure, unrounded). */
  toPresentationMs: number;
}

const ROOT = 'EventLatency';
const FRAME_WAIT_STAGE = 'RendererMainFinishedToBeginImplFrame';
const COMMIT_STAGE = 'Commit';
const MICROSECONDS_PER_MS = 1000;

const isAsync = (event: TraceEvent) =>
  (event.ph === 'b' || event.ph === 'e') && event.id2?.local !== undefined;
const idOf = (event: TraceEvent) => `${event.pid}:${event.id2?.local}`;
const isKeyPressRoot = (event: TraceEvent) =>
  event.name === ROOT && event.ph === 'b' && event.args?.event_latency?.event_type === 'KEY_PRESSED';

/** The stages of one key press: its events from the root's begin to the root's end (ids are reused later). */
function stagesAfter(root: TraceEvent, later: readonly TraceEvent[]) {
  const own = later.filter((event) => idOf(event) === idOf(root));
  const end = own.find((event) => event.name === ROOT && event.ph === 'e');
  if (!end) return undefined;
  const inside = own.slice(0, own.indexOf(end));
  const span = (name: string) => {
    const begin = inside.find((event) => event.name === name && event.ph === 'b');
    const finish =
      begin && inside.find((event) => event.name === name && event.ph === 'e' && event.ts >= begin.ts);
    return begin && finish ? { begin: begin.ts, end: finish.ts } : undefined;
  };
  return { end, span };
}

/** The latency of each key press in a trace, in the order pressed; a key press that drew no frame is left out. */
export function keyPressLatencies(events: readonly TraceEvent[]): KeyPressLatency[] {
  const ordered = events.filter(isAsync).sort((a, b) => a.ts - b.ts);
  const latencies: KeyPressLatency[] = [];
  ordered.forEach((root, index) => {
    if (!isKeyPressRoot(root)) return;
    const stages = stagesAfter(root, ordered.slice(index + 1));
    const commit = stages?.span(COMMIT_STAGE);
    if (!stages || !commit) return;
    const wait = stages.span(FRAME_WAIT_STAGE);
    const frameWaitMs = wait ? (wait.end - wait.begin) / MICROSECONDS_PER_MS : 0;
    latencies.push({
      toCommitMs: (commit.end - root.ts) / MICROSECONDS_PER_MS - frameWaitMs,
      frameWaitMs,
      toPresentationMs: (stages.end.ts - root.ts) / MICROSECONDS_PER_MS,
    });
  });
  return latencies;
}
