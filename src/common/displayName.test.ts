import { displayName } from './displayName';

describe('displayName', () => {
  it.each([
    [{ name: 'admin', alias: 'Administrator' }, 'Administrator'],
    [{ name: 'admin', alias: '' }, 'admin'],
    [{ name: 'admin' }, 'admin'],
    [undefined, ''],
    [null, ''],
  ])('%j → %j', (entity, expected) => {
    expect(displayName(entity)).toBe(expected);
  });
});
