import { isTargeted, patchesOf, patchName, tidyPatch } from './componentPatches';

describe('component patch helpers', () => {
  it('reads patches from any value', () => {
    expect(patchesOf(undefined)).toEqual([]);
    expect(patchesOf([{ name: 'a' }, 'junk'])).toEqual([{ name: 'a' }]);
  });
  it('requires a component or a component type', () => {
    expect(isTargeted({ name: 'web' })).toBe(true);
    expect(isTargeted({ type: 'webservice' })).toBe(true);
    expect(isTargeted({ properties: { image: 'x' } })).toBe(false);
  });
  it('names a patch for messages', () => {
    expect(patchName({ name: 'web' }, 0)).toBe('web');
    expect(patchName({ type: 'worker' }, 0)).toBe('worker');
    expect(patchName({}, 2)).toBe('#3');
  });
  it('drops empty parts', () => {
    expect(tidyPatch({ name: '', type: 'worker', properties: {}, traits: [] })).toEqual({ type: 'worker' });
  });
});
