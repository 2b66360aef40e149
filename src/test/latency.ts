import { act } from '@testing-library/react';

/**
 * How long the in-memory fakes take to answer, in milliseconds: a real timer (a macrotask, like a
 * network reply) rather than an already settled promise, so a test that reads the page before the
 * data it needs has arrived fails every time, not only on a loaded machine.
 *
 * VELA_FAKE_LATENCY_MS changes it to hunt such tests: `50` makes every answer slower, `0-50` gives
 * each answer its own delay in that range, so answers also arrive in another order than asked.
 */

const [fastest, slowest = fastest] = (process.env.VELA_FAKE_LATENCY_MS ?? '5').split('-').map(Number);

const pending = new Set<Promise<unknown>>();

const nextTurn = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Resolves after the fakes' latency. */
const latency = () =>
  new Promise<void>((resolve) => setTimeout(resolve, fastest + Math.random() * (slowest - fastest)));

/** `answer`, answering after the fakes' latency. */
export const delayed =
  <Args extends unknown[], T>(answer: (...args: Args) => T) =>
  (...args: Args): Promise<Awaited<T>> => {
    const reply = (async (): Promise<Awaited<T>> => {
      await latency();
      return await answer(...args);
    })();
    pending.add(reply);
    const forget = () => pending.delete(reply);
    reply.then(forget, forget);
    return reply;
  };

/**
 * Waits until the fakes have answered every question asked so far, including those the answers
 * lead to, and the console has drawn the answers and run the effects they cause. For checks that
 * something is absent when nothing present depends on the same answers: permissions that are all
 * refused, or a toast that a failure must not cause.
 */
export async function allAnswersShown(): Promise<void> {
  do {
    await act(async () => {
      await Promise.allSettled([...pending]);
      // react-query tells its observers in a zero-delay timer, set when the promises that carry an
      // answer to it have run: by the second turn after the answers, it has run too.
      await nextTurn();
      await nextTurn();
    });
  } while (pending.size > 0);
}
