import { formatDuration, formatElapsed } from './duration';

describe('formatDuration', () => {
  it.each([
    [0, '0s'],
    [1, '1s'],
    [59.4, '59s'],
    [60, '60s'],
    [61, '1m1s'],
    [125, '2m5s'],
    [3600, '60m0s'],
    [-1, ''],
    [Number.POSITIVE_INFINITY, ''],
  ])('%s seconds → %s', (seconds, expected) => {
    expect(formatDuration(seconds)).toBe(expected);
  });
});

describe('formatElapsed', () => {
  it.each([
    ['2024-05-01T10:00:00Z', '2024-05-01T10:00:42Z', '42s'],
    ['2024-05-01T10:00:00Z', '2024-05-01T10:03:10Z', '3m10s'],
    [undefined, '2024-05-01T10:00:00Z', ''],
    ['not a date', '2024-05-01T10:00:00Z', ''],
  ])('%s → %s is %s', (start, end, expected) => {
    expect(formatElapsed(start, end)).toBe(expected);
  });
});
