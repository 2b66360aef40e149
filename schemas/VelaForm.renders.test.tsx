import validator from '@rjsf/validator-ajv8';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVelaForm } from './test/renderVelaForm';
import type * as ConditionsModule from './translate/conditions';
import type { UIParam } from './types';
import type * as TextInputModule from './widgets/shared/TextInput';

const renders = new Map<string, number>();
let hiddenPathsRuns = 0;

// Counts how often the hidden fields are worked out.
vi.mock('./translate/conditions', async (importOriginal) => {
  const conditions = await importOriginal<typeof ConditionsModule>();
  return {
    ...conditions,
    hiddenPaths(...args: Parameters<typeof conditions.hiddenPaths>) {
      hiddenPathsRuns += 1;
      return conditions.hiddenPaths(...args);
    },
  };
});

// Counts the renders of each text input, by its label.
vi.mock('./widgets/shared/TextInput', async (importOriginal) => {
  const { TextInput } = await importOriginal<typeof TextInputModule>();
  return {
    TextInput(props: Parameters<typeof TextInput>[0]) {
      const label = props.widget.label;
      renders.set(label, (renders.get(label) ?? 0) + 1);
      return <TextInput {...props} />;
    },
  };
});

const params: UIParam[] = [
  { jsonKey: 'name', uiType: 'Input', label: 'Name' },
  { jsonKey: 'owner', uiType: 'Input', label: 'Owner' },
  { jsonKey: 'port', uiType: 'Number', label: 'Port' },
  { jsonKey: 'expose', uiType: 'Switch', label: 'Expose', validate: { defaultValue: true } },
  {
    jsonKey: 'host',
    uiType: 'Input',
    label: 'Host',
    conditions: [{ jsonKey: 'expose', op: '==', value: true }],
  },
];

describe('VelaForm re-renders', () => {
  beforeEach(() => renders.clear());

  it('re-renders the field being typed in and none of its siblings', async () => {
    const { emitted } = renderVelaForm(params);
    renders.clear();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'web');
    expect(emitted()).toEqual({ name: 'web', expose: true });
    expect(renders.get('Name')).toBeGreaterThanOrEqual(3);
    expect(renders.get('Owner')).toBeUndefined();
    expect(renders.get('Port')).toBeUndefined();
    expect(renders.get('Host')).toBeUndefined();
  });

  it('checks no select against its options with AJV while another field is typed in', async () => {
    const tiers = [
      { label: 'Frontend', value: 'frontend' },
      { label: 'Backend', value: 'backend' },
    ];
    const selects: UIParam[] = Array.from({ length: 3 }, (_, index) => ({
      jsonKey: `tier${index}`,
      uiType: 'Select',
      validate: { options: tiers, defaultValue: 'backend' },
    }));
    renderVelaForm([params[0], ...selects]);
    const isValid = vi.spyOn(validator, 'isValid');
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'web');
    expect(isValid).not.toHaveBeenCalled();
    isValid.mockRestore();
  });

  it('works out the hidden fields once per keystroke', async () => {
    renderVelaForm(params);
    hiddenPathsRuns = 0;
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'web');
    expect(hiddenPathsRuns).toBe(3);
  });

  it('still shows and hides fields whose conditions change', async () => {
    renderVelaForm(params);
    await userEvent.click(screen.getByRole('switch', { name: 'Expose' }));
    expect(screen.queryByRole('textbox', { name: 'Host' })).not.toBeInTheDocument();
    renders.clear();
    await userEvent.click(screen.getByRole('switch', { name: 'Expose' }));
    expect(screen.getByRole('textbox', { name: 'Host' })).toBeInTheDocument();
    expect(renders.get('Owner')).toBeUndefined();
  });
});
