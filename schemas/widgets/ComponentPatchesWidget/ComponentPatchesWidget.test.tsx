import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeLookups } from '../../test/fakeLookups';
import { renderVelaForm } from '../../test/renderVelaForm';

const components = { jsonKey: 'components', uiType: 'ComponentPatches', label: 'Components' };

describe('ComponentPatchesField', () => {
  it('adds a patch that must name a component or a type', async () => {
    const lookups = fakeLookups({ components: vi.fn(async () => [{ name: 'web', type: 'webservice' }]) });
    const { emitted, ref } = renderVelaForm([components], { lookups });
    await userEvent.click(screen.getByRole('button', { name: 'Add a component patch' }));
    expect(screen.getByText('Please select a component or component type.')).toBeInTheDocument();
    let errors: string[] = [];
    act(() => {
      errors = ref.current!.validate().errors;
    });
    expect(errors).toEqual(['The component patch #1 validate failure']);
    const patch = screen.getByRole('group', { name: 'Component 1' });
    await userEvent.click(within(patch).getByRole('combobox', { name: 'Component' }));
    await userEvent.click(await screen.findByRole('option', { name: 'web' }));
    expect(emitted()).toEqual({ components: [{ name: 'web' }] });
    expect(screen.queryByText('Please select a component or component type.')).not.toBeInTheDocument();
    act(() => {
      errors = ref.current!.validate().errors;
    });
    expect(errors).toEqual([]);
  });

  it('edits properties as YAML and switches traits off', async () => {
    const { emitted } = renderVelaForm([components], { value: { components: [{ type: 'webservice' }] } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Component 1 Properties' }), {
      target: { value: 'image: nginx:1.25\n' },
    });
    expect(emitted()).toEqual({ components: [{ type: 'webservice', properties: { image: 'nginx:1.25' } }] });
    await userEvent.click(screen.getByRole('button', { name: 'Add a trait' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Component 1 Trait type 1' }), 'scaler');
    await userEvent.click(screen.getByRole('switch', { name: 'Disable' }));
    expect(emitted()).toEqual({
      components: [
        {
          type: 'webservice',
          properties: { image: 'nginx:1.25' },
          traits: [{ type: 'scaler', disable: true }],
        },
      ],
    });
  });

  it('removes a patch', async () => {
    const { emitted } = renderVelaForm([components], {
      value: { components: [{ name: 'a' }, { name: 'b' }] },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Component 1' }));
    expect(emitted()).toEqual({ components: [{ name: 'b' }] });
  });

  it("assigns the defaults of the patched component's definition to its properties", async () => {
    const componentUISchema = vi.fn(async () => [
      { jsonKey: 'image', uiType: 'ImageInput', validate: { defaultValue: 'nginx:1.25' } },
      { jsonKey: 'cpu', uiType: 'CPUNumber', validate: { defaultValue: 0.5 } },
      { jsonKey: 'cmd', uiType: 'Strings' },
    ]);
    const lookups = fakeLookups({
      components: async () => [{ name: 'web', type: 'webservice' }],
      componentUISchema,
    });
    const { emitted } = renderVelaForm([components], {
      lookups,
      value: { components: [{ name: 'web', properties: { image: 'busybox' } }] },
    });
    const assign = screen.getByRole('button', { name: 'Assign the default properties' });
    await waitFor(() => expect(assign).toBeEnabled());
    await userEvent.click(assign);
    expect(
      await screen.findByText('Assign the default values for the properties successfully.'),
    ).toBeInTheDocument();
    expect(componentUISchema).toHaveBeenCalledWith('webservice');
    expect(emitted()).toEqual({
      components: [{ name: 'web', properties: { image: 'nginx:1.25', cpu: '0.5' } }],
    });
  });

  it('offers no defaults until the patch names a component of a known type', () => {
    renderVelaForm([components], { lookups: fakeLookups(), value: { components: [{}] } });
    expect(screen.getByRole('button', { name: 'Assign the default properties' })).toBeDisabled();
  });
});
