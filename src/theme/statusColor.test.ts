import { statusColorKey } from './statusColor';

describe('statusColorKey', () => {
  it.each([
    ['succeeded', 'succeeded'],
    ['Succeeded', 'succeeded'],
    ['completed', 'succeeded'],
    ['failed', 'failed'],
    ['Error', 'failed'],
    ['running', 'running'],
    ['pending', 'running'],
    [undefined, 'running'],
  ])('%s → %s', (phase, expected) => {
    expect(statusColorKey(phase)).toBe(expected);
  });
});
