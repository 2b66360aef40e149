import { hashOf, hexId, numberIn, secondsSince } from './fakeData';

describe('deterministic fake data', () => {
  it('gives the same values for the same seed, and different ones for others', () => {
    expect(hashOf('local')).toBe(hashOf('local'));
    expect(hashOf('local')).not.toBe(hashOf('prod'));
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

  it('counts seconds since a time, never below zero', () => {
    const now = new Date('2024-05-01T10:00:10Z');
    expect(secondsSince('2024-05-01T10:00:00Z', now)).toBe(10);
    expect(secondsSince('2024-05-01T10:01:00Z', now)).toBe(0);
  });
});
