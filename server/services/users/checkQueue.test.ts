import { describe, expect, it, vi } from 'vitest';
import { CheckQueue } from './checkQueue';

/** A check that ends when the test says so, recording when it started. */
function heldCheck(name: string, started: string[]) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    finish: () => finish(),
    run: async () => {
      started.push(name);
      await done;
      return name;
    },
  };
}

describe('the password check queue', () => {
  it('runs one check at a time, the lowest rank first, in arrival order among equals', async () => {
    const queue = new CheckQueue();
    const started: string[] = [];
    const checks = {
      first: heldCheck('first', started),
      guessA: heldCheck('guessA', started),
      guessB: heldCheck('guessB', started),
      real: heldCheck('real', started),
      other: heldCheck('other', started),
    };
    const answers = [
      queue.run(3, checks.first.run),
      queue.run(3, checks.guessA.run),
      queue.run(4, checks.guessB.run),
      queue.run(0, checks.real.run),
      queue.run(0, checks.other.run),
    ];
    await Promise.resolve();
    expect(started).toEqual(['first']);

    const order = ['first', 'real', 'other', 'guessA', 'guessB'] as const;
    for (const [turn, name] of order.entries()) {
      expect(started).toHaveLength(turn + 1);
      checks[name].finish();
      if (turn + 1 < order.length) await vi.waitFor(() => expect(started).toHaveLength(turn + 2));
    }
    expect(started).toEqual([...order]);
    expect(await Promise.all(answers)).toEqual(['first', 'guessA', 'guessB', 'real', 'other']);
  });

  it('starts the next check when one fails', async () => {
    const queue = new CheckQueue();
    const failing = queue.run(0, () => Promise.reject(new Error('wrong password')));
    const next = queue.run(0, async () => 'checked');
    await expect(failing).rejects.toThrow('wrong password');
    expect(await next).toBe('checked');
  });
});
