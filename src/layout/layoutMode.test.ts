import { layoutModeOf, withLayoutMode } from './layoutMode';

describe('layoutModeOf', () => {
  it.each([
    ['', undefined],
    ['?layout-mode=neat', 'neat'],
    ['?layout-mode=neat-pro', 'neat-pro'],
    ['?layout-mode=default', 'default'],
    ['?layout-mode=fancy', undefined],
    ['?page=2&layout-mode=neat', 'neat'],
  ])('%j → %s', (search, mode) => {
    expect(layoutModeOf(search)).toBe(mode);
  });
});

describe('withLayoutMode', () => {
  it.each([
    ['', 'neat', '?layout-mode=neat'],
    ['?page=2', 'neat-pro', '?page=2&layout-mode=neat-pro'],
    ['?layout-mode=neat', 'default', '?layout-mode=default'],
  ] as const)('%j + %s → %j', (search, mode, expected) => {
    expect(withLayoutMode(search, mode)).toBe(expected);
  });
});
