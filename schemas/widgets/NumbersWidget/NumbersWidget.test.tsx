import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVelaForm } from '../../test/renderVelaForm';

describe('NumbersWidget', () => {
  it('emits an array of numbers', async () => {
    const { emitted } = renderVelaForm([{ jsonKey: 'ports', uiType: 'Numbers', label: 'Ports' }], {
      value: { ports: [80] },
    });
    expect(screen.getByRole('spinbutton', { name: 'Ports 1' })).toHaveValue(80);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Ports 2' }), '8080');
    expect(emitted()).toEqual({ ports: [80, 8080] });
  });
});
