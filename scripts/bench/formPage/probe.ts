import type { ProfilerOnRenderCallback } from 'react';
import type { FormValues } from '@schemas/types';
import { nextPaint } from '../paint';
import { watchInputAnswers } from './answerTiming';

export interface KeystrokeSample {
  /** From the keydown event to the frame that showed the character (Event Timing, as INP measures it). */
  answeredMs: number;
  /** From the keydown event to the first frame drawn after the last commit the keystroke caused. */
  toPaintMs: number;
  /** Time React spent rendering, summed over the keystroke's commits. */
  renderMs: number;
  commits: number;
}

/** What the benchmark driver calls in the page (as `window.formBench`). */
export interface FormBenchProbe {
  /** Waits until the last keystroke's work is committed and painted, and reports its cost. */
  settle(): Promise<KeystrokeSample>;
  /** The value VelaForm last handed to its onChange. */
  emitted(): FormValues | undefined;
}

declare global {
  interface Window {
    formBench?: FormBenchProbe;
  }
}

export function createKeystrokeProbe() {
  let keydownAt = 0;
  let commits = 0;
  let renderMs = 0;
  let paintedAt = 0;
  let emitted: FormValues | undefined;
  const inputAnswers = watchInputAnswers();

  addEventListener(
    'keydown',
    (event) => {
      keydownAt = event.timeStamp;
      commits = 0;
      renderMs = 0;
    },
    { capture: true },
  );

  const onRender: ProfilerOnRenderCallback = (_id, _phase, actualDuration) => {
    commits += 1;
    renderMs += actualDuration;
    const commit = commits;
    void nextPaint().then((at) => {
      if (commit === commits) paintedAt = at;
    });
  };

  const probe: FormBenchProbe = {
    async settle() {
      // Work the keystroke set off (effects, follow-up state) may commit later; a frame without commits ends it.
      let seen: number;
      do {
        seen = commits;
        await nextPaint();
      } while (seen !== commits);
      if (commits === 0) throw new Error('the keystroke caused no React commit');
      // The browser reports an event's timing once the frame after it is presented.
      await nextPaint();
      await nextPaint();
      const answeredMs = inputAnswers.longestAnswerSince(keydownAt);
      return { answeredMs, toPaintMs: paintedAt - keydownAt, renderMs, commits };
    },
    emitted: () => emitted,
  };

  return {
    onRender,
    onChange: (value: FormValues) => {
      emitted = value;
    },
    probe,
  };
}
