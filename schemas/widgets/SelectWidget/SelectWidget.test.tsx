import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVelaForm } from '../../test/renderVelaForm';

const policy = {
  jsonKey: 'imagePullPolicy',
  uiType: 'Select',
  label: 'Image Pull Policy',
  validate: {
    defaultValue: 'IfNotPresent',
    options: [
      { label: 'IfNotPresent', value: 'IfNotPresent' },
      { label: 'Always', value: 'Always' },
    ],
  },
};

describe('SelectWidget', () => {
  it('shows the option labels, starts from the default and emits the chosen value', async () => {
    const { emitted } = renderVelaForm([policy]);
    const select = screen.getByRole('combobox', { name: 'Image Pull Policy' });
    expect(select).toHaveTextContent('IfNotPresent');
    await userEvent.click(select);
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: 'Always' }));
    expect(emitted()).toEqual({ imagePullPolicy: 'Always' });
  });

  it('emits option values with their type and lets an optional choice be cleared', async () => {
    const { emitted } = renderVelaForm([
      {
        jsonKey: 'level',
        uiType: 'Select',
        validate: {
          options: [
            { label: 'One', value: 1 },
            { label: 'Two', value: 2 },
          ],
        },
      },
    ]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Level' }));
    await userEvent.click(screen.getByRole('option', { name: 'Two' }));
    expect(emitted()).toEqual({ level: 2 });
    await userEvent.click(screen.getByRole('combobox', { name: 'Level' }));
    await userEvent.click(screen.getByRole('option', { name: '—' }));
    await waitFor(() => expect(emitted()).toEqual({}));
  });
});
