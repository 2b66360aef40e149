import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVelaForm } from '../../test/renderVelaForm';

describe('InputWidget', () => {
  const name = {
    jsonKey: 'name',
    uiType: 'Input',
    label: 'Name',
    validate: { required: true, maxLength: 3, pattern: '^[a-z]+$' },
  };

  it('accepts text and emits a string', async () => {
    const { emitted } = renderVelaForm([name]);
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'abc');
    expect(emitted()).toEqual({ name: 'abc' });
  });

  it('shows the required, length and pattern messages', async () => {
    const { ref } = renderVelaForm([name]);
    let result = { valid: true, errors: [] as string[] };
    act(() => {
      result = ref.current!.validate();
    });
    expect(result).toEqual({ valid: false, errors: ['Name: This field is required.'] });
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'ABCD');
    expect(await screen.findByText('Enter a maximum of 3 characters.')).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a value that conforms to the specification. ^[a-z]+$'),
    ).toBeInTheDocument();
  });

  it('disables an immutable field in edit mode', () => {
    renderVelaForm([{ ...name, validate: { immutable: true } }], { mode: 'edit', value: { name: 'web' } });
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
  });
});
