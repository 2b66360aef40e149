import { keyPressLatencies, type TraceEvent } from './keyPressLatency';

const PID = 7;

/** An async trace event of the given id, at a time in milliseconds (traces count microseconds). */
function at(ms: number, ph: 'b' | 'e', name: string, local: string, eventType?: string): TraceEvent {
  return {
    name,
    ph,
    ts: ms * 1000,
    pid: PID,
    id2: { local },
    ...(eventType && { args: { event_latency: { event_type: eventType } } }),
  };
}

function stage(local: string, name: string, from: number, to: number): TraceEvent[] {
  return [at(from, 'b', name, local), at(to, 'e', name, local)];
}

/** A key press at `start` whose handlers end at +4, waits for the frame until +10, commits at +14, shows at +20. */
function keyPressWithWait(local: string, start: number): TraceEvent[] {
  return [
    at(start, 'b', 'EventLatency', local, 'KEY_PRESSED'),
    ...stage(local, 'RendererMainProcessing', start + 1, start + 4),
    ...stage(local, 'RendererMainFinishedToBeginImplFrame', start + 4, start + 10),
    ...stage(local, 'SendBeginMainFrameToCommit', start + 10, start + 13),
    ...stage(local, 'Commit', start + 13, start + 14),
    ...stage(local, 'SubmitCompositorFrameToPresentationCompositorFrame', start + 15, start + 20),
    at(start + 20, 'e', 'EventLatency', local),
  ];
}

describe('keyPressLatencies', () => {
  it('measures each key press to its commit without the wait for the frame, and to its presentation', () => {
    expect(keyPressLatencies(keyPressWithWait('0x1', 100))).toEqual([
      { toCommitMs: 8, frameWaitMs: 6, toPresentationMs: 20 },
    ]);
  });

  it('counts everything to the commit when the handlers ended inside a frame already begun', () => {
    const events = [
      at(0, 'b', 'EventLatency', '0x1', 'KEY_PRESSED'),
      ...stage('0x1', 'RendererMainFinishedToCommit', 3, 9),
      ...stage('0x1', 'Commit', 9, 10),
      at(16, 'e', 'EventLatency', '0x1'),
    ];
    expect(keyPressLatencies(events)).toEqual([{ toCommitMs: 10, frameWaitMs: 0, toPresentationMs: 16 }]);
  });

  it('keeps key presses apart when Chromium reuses an id, and leaves out key releases', () => {
    const release = [
      at(105, 'b', 'EventLatency', '0x2', 'KEY_RELEASED'),
      at(118, 'e', 'EventLatency', '0x2'),
    ];
    const events = [...keyPressWithWait('0x1', 100), ...release, ...keyPressWithWait('0x1', 200)].reverse();
    expect(keyPressLatencies(events).map((latency) => latency.toPresentationMs)).toEqual([20, 20]);
  });

  it('leaves out a key press that drew no frame', () => {
    const unfinished = keyPressWithWait('0x3', 0).filter((event) => event.name !== 'Commit');
    expect(keyPressLatencies([...unfinished, ...keyPressWithWait('0x4', 50)])).toHaveLength(1);
  });
});
