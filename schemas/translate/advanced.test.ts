import type { UIParam } from '../types';
import { foldedFields, hasAdvancedSwitch } from './advanced';
import { pathKey } from './paths';

const inputs = (count: number, required: number): UIParam[] =>
  Array.from({ length: count }, (_, index) => ({
    jsonKey: `f${index}`,
    uiType: 'Input',
    validate: { required: index < required },
  }));

describe('Advanced Parameters', () => {
  it('is not offered for 5 visible fields', () => {
    expect(hasAdvancedSwitch(inputs(5, 1), {})).toBe(false);
    expect(foldedFields(inputs(5, 1), {}, false).size).toBe(0);
  });

  it('folds the optional fields when more than 5 are visible, until switched on', () => {
    const params = inputs(7, 2);
    expect(hasAdvancedSwitch(params, {})).toBe(true);
    expect([...foldedFields(params, {}, false)]).toEqual(
      ['f2', 'f3', 'f4', 'f5', 'f6'].map((key) => pathKey([key])),
    );
    expect(foldedFields(params, {}, true).size).toBe(0);
  });

  it('counts only visible fields: disabled, unknown and condition-hidden ones do not count', () => {
    const params: UIParam[] = [
      ...inputs(5, 0),
      { jsonKey: 'off', uiType: 'Input', disable: true },
      { jsonKey: 'odd', uiType: 'Mystery' },
      { jsonKey: 'when', uiType: 'Input', conditions: [{ jsonKey: 'f0', value: 'yes' }] },
    ];
    expect(hasAdvancedSwitch(params, {})).toBe(false);
    expect(hasAdvancedSwitch(params, { f0: 'yes' })).toBe(true);
  });
});
