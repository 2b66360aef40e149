import { hashNumber, hexId, numberIn } from './hash';

describe('stable pseudo-random values', () => {
  it('gives the same values for the same seed, and different ones for others', () => {
    expect(hashNumber('local')).toBe(hashNumber('local'));
    expect(hashNumber('local')).not.toBe(hashNumber('prod'));
    expect(hexId('prod', 40)).toMatch(/^[0-9a-f]{40}$/);
    expect(hexId('prod', 40)).toBe(hexId('prod', 40));
  });

  it('keeps numbers whole and within their bounds', () => {
    for (const seed of ['a', 'b', 'c', 'd', 'e', 'f']) {
      const value = numberIn(seed, 10, 20);
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThanOrEqual(10);
      expect(value).toBeLessThanOrEqual(20);
    }
  });
});
