import { displayName } from './displayName';

describe('displayName', () => {
  it.each([
    [{ name: 'admin', alias: 'Administrator' }, 'Administrator'],
    [{ name: 'admin', alias: '' }, 'admin'],
    [{ name: 'admin' }, 'admin'],
    [undefined, ''],
    [null, ''],
    [{ name: 'admin', alias: 42 }, '42'],
    [{ name: 'admin', alias: { zh: '管理员' } }, 'admin'],
    [{ name: null, alias: null }, ''],
  ])('%j → %j', (entity, expected) => {
    expect(displayName(entity as Parameters<typeof displayName>[0])).toBe(expected);
  });
});
