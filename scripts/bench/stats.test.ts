import { median, spreadOf } from './stats';

describe('the median of runs', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([1923, 1757, 2241, 1037, 2533])).toBe(1923);
  });

  it('is the mean of the two middle values of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('refuses no values rather than making one up', () => {
    expect(() => median([])).toThrow();
  });

  it('comes with the lowest and highest run', () => {
    expect(spreadOf([3, 9, 1, 7, 5])).toEqual({ median: 5, min: 1, max: 9 });
  });
});
