import { pathKey } from '../../translate/paths';
import { colSpanOf, isPropertyShown, rowKeys } from './visibleProperties';

const presets = [
  { label: 'Add By Value', keys: ['name', 'value'] },
  { label: 'Add By Secret', keys: ['name', 'valueFrom'] },
];

describe('rowKeys', () => {
  it('picks the first preset that covers the keys a row holds', () => {
    expect(rowKeys(presets, { name: 'A' })).toEqual(new Set(['name', 'value']));
    expect(rowKeys(presets, { valueFrom: {} })).toEqual(new Set(['name', 'valueFrom']));
    expect(rowKeys(presets, {})).toEqual(new Set(['name', 'value']));
  });
  it('shows everything without presets or when no preset fits', () => {
    expect(rowKeys(undefined, { a: 1 })).toBeUndefined();
    expect(rowKeys(presets, { value: 'x', valueFrom: {} })).toBeUndefined();
  });
});

describe('isPropertyShown', () => {
  it('hides properties outside the preset and hidden paths', () => {
    const hidden = new Set([pathKey(['env', 0, 'secret'])]);
    expect(isPropertyShown('secret', ['env', 0], hidden, undefined)).toBe(false);
    expect(isPropertyShown('secret', ['env', 1], hidden, undefined)).toBe(true);
    expect(isPropertyShown('value', [], new Set(), new Set(['name']))).toBe(false);
  });
});

describe('colSpanOf', () => {
  it('reads style.colSpan from the uiSchema, full row by default', () => {
    expect(colSpanOf({ cpu: { 'ui:options': { colSpan: 12 } } }, 'cpu')).toBe(12);
    expect(colSpanOf({}, 'cpu')).toBe(24);
  });
});
