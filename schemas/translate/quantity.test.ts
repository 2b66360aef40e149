import { isImageName } from './imageName';
import { fromUnit, parseQuantity, toUnit } from './quantity';

describe('parseQuantity', () => {
  it.each([
    ['0.5', 0.5],
    ['500m', 0.5],
    ['100n', 1e-7],
    ['1Ki', 1024],
    ['1024Mi', 1024 * 2 ** 20],
    ['10Gi', 10 * 2 ** 30],
    ['1Ti', 2 ** 40],
    ['1Pi', 2 ** 50],
    ['1Ei', 2 ** 60],
    ['.5', 0.5],
    [2, 2],
  ])('understands %s', (input, expected) => {
    expect(parseQuantity(input)).toBeCloseTo(expected as number);
  });

  it.each(['', 'abc', '1G', '1Xi', '-1', '1 Mi', '1.2.3', null, -2])('refuses %s', (input) => {
    expect(parseQuantity(input)).toBeUndefined();
  });
});

describe('units', () => {
  it('reads values in cores, Mi and Gi', () => {
    expect(toUnit('250m', 'cores')).toBe(0.25);
    expect(toUnit('1Gi', 'Mi')).toBe(1024);
    expect(toUnit('512Mi', 'Gi')).toBe(0.5);
    expect(toUnit('bad', 'Mi')).toBeUndefined();
  });
  it('writes what KubeVela expects', () => {
    expect(fromUnit(0.5, 'cores')).toBe('0.5');
    expect(fromUnit(0.1 + 0.2, 'cores')).toBe('0.3');
    expect(fromUnit(1024, 'Mi')).toBe('1024Mi');
    expect(fromUnit(10, 'Gi')).toBe('10Gi');
  });
});

describe('isImageName', () => {
  it.each([
    'nginx',
    'nginx:1.25',
    'oamdev/velaux:v1.9',
    'ghcr.io/org/app:v1',
    'localhost:5000/a/b_c',
    'a@sha256:' + 'f'.repeat(64),
  ])('accepts %s', (name) => expect(isImageName(name)).toBe(true));
  it.each(['', 'Nginx', 'nginx:', 'a b', '/nginx', 'nginx/'])('refuses %s', (name) => {
    expect(isImageName(name)).toBe(false);
  });
});
