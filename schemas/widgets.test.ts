import { velaTheme } from './theme';
import { VELA_UI_TYPES } from './types';
import { uiDirective, VELA_WIDGETS } from './widgets';

describe('the widget registry', () => {
  it('registers every Vela uiType, and nothing else', () => {
    expect(Object.keys(VELA_WIDGETS).sort()).toEqual([...VELA_UI_TYPES].sort());
    expect(VELA_UI_TYPES).toHaveLength(26);
  });

  it('binds every registered id to a component of the theme', () => {
    for (const uiType of VELA_UI_TYPES) {
      const registration = VELA_WIDGETS[uiType];
      const component =
        'widget' in registration
          ? velaTheme.widgets?.[registration.widget]
          : velaTheme.fields?.[registration.field];
      expect(component, uiType).toBeTypeOf('function');
    }
  });

  it('uses distinct ids', () => {
    const ids = VELA_UI_TYPES.map((uiType) => Object.values(uiDirective(uiType))[0]);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
