import { parseQuantity } from './quantity';

describe('parseQuantity', () => {
  it.each([
    ['2', 2],
    ['0.5', 0.5],
    ['.5', 0.5],
    ['250m', 0.25],
    ['100n', 1e-7],
    ['1Ki', 1024],
    ['128Mi', 128 * 1024 ** 2],
    ['1.5Gi', 1.5 * 1024 ** 3],
    ['2Ti', 2 * 1024 ** 4],
    ['1Pi', 1024 ** 5],
    ['1Ei', 1024 ** 6],
    ['1e3', 1000],
    [' 3 ', 3],
    [7, 7],
  ])('%j → %s', (input, expected) => {
    expect(parseQuantity(input)).toBeCloseTo(expected, 12);
  });

  it.each(['1Xi', '1k', '1G', '2mi', 'abc', '', 'Mi', '1 Mi', '1constructor'])('throws on %j', (input) => {
    expect(() => parseQuantity(input)).toThrow();
  });
});
