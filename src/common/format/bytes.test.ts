import { formatBytes } from './bytes';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1023, '1023 B'],
    [1024, '1 KB'],
    [1536, '1.50 KB'],
    [1024 * 1024, '1 MB'],
    [5.25 * 1024 ** 3, '5.25 GB'],
    [1024 ** 4, '1 TB'],
    [1024 ** 5, '1 PB'],
    [1024 ** 6, '1 EB'],
    [1024 ** 7, '1 ZB'],
    [1024 ** 8, '1 YB'],
    [3 * 1024 ** 9, '3072 YB'],
    [1000, '1000 B'],
    [1100, '1.07 KB'],
    [-2048, '-2 KB'],
    [Number.NaN, ''],
  ])('%s bytes → %s', (bytes, expected) => {
    expect(formatBytes(bytes)).toBe(expected);
  });
});
