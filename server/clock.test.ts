import { createClock, secondsSince } from './clock';

describe('the sandbox clock', () => {
  const base = new Date('2026-01-01T00:00:00Z');

  it('follows its base time until advanced', () => {
    const clock = createClock(() => base);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:00:00.000Z');
    clock.advance(90);
    expect(clock.now().toISOString()).toBe('2026-01-01T00:01:30.000Z');
  });

  it('forgets every advance on reset', () => {
    const clock = createClock(() => base);
    clock.advance(5);
    clock.reset();
    expect(clock.now()).toEqual(base);
  });

  it('counts seconds since a time, never below zero', () => {
    const now = new Date('2024-05-01T10:00:10Z');
    expect(secondsSince('2024-05-01T10:00:00Z', now)).toBe(10);
    expect(secondsSince('2024-05-01T10:01:00Z', now)).toBe(0);
  });
});
