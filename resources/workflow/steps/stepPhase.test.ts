import { stepPhase } from './stepPhase';

describe('step phases', () => {
  it.each(['succeeded', 'failed', 'skipped', 'running', 'stopped'])('keeps %s', (phase) => {
    expect(stepPhase(phase)).toBe(phase);
  });

  it.each(['', 'suspending', 'pending', undefined])('reads %s as pending', (phase) => {
    expect(stepPhase(phase)).toBe('pending');
  });
});
