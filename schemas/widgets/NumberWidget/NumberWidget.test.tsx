import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVelaForm } from '../../test/renderVelaForm';

describe('NumberWidget', () => {
  const count = {
    jsonKey: 'count',
    uiType: 'Number',
    label: 'Count',
    validate: { min: 1, max: 128, defaultValue: 1 },
  };

  it('emits numbers, and removes the field when emptied', async () => {
    const { emitted } = renderVelaForm([count]);
    const input = screen.getByRole('spinbutton', { name: 'Count' });
    await userEvent.clear(input);
    expect(emitted()).toEqual({});
    await userEvent.type(input, '12');
    expect(emitted()).toEqual({ count: 12 });
  });

  it('shows the min and max messages', async () => {
    const { ref } = renderVelaForm([count], { value: { count: 0 } });
    act(() => {
      ref.current!.validate();
    });
    expect(await screen.findByText('Enter a number greater than 1')).toBeInTheDocument();
    await userEvent.clear(screen.getByRole('spinbutton', { name: 'Count' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Count' }), '200');
    expect(await screen.findByText('Enter a number less than 128')).toBeInTheDocument();
  });
});
