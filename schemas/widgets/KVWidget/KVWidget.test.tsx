import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVelaForm } from '../../test/renderVelaForm';

describe('KVField', () => {
  it('edits a map as rows and emits an object', async () => {
    const { emitted } = renderVelaForm([{ jsonKey: 'labels', uiType: 'KV', label: 'Labels' }], {
      value: { labels: { app: 'web' } },
    });
    expect(screen.getByRole('textbox', { name: 'Labels Key 1' })).toHaveValue('app');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Labels Key 2' }), 'tier');
    await userEvent.type(screen.getByRole('textbox', { name: 'Labels Value 2' }), 'front');
    expect(emitted()).toEqual({ labels: { app: 'web', tier: 'front' } });
    await userEvent.click(screen.getByRole('button', { name: 'Remove Labels 1' }));
    expect(emitted()).toEqual({ labels: { tier: 'front' } });
  });

  it('types values after additionalParameter', async () => {
    const { emitted } = renderVelaForm([
      {
        jsonKey: 'weights',
        uiType: 'KV',
        additional: true,
        additionalParameter: { jsonKey: '', uiType: 'Number' },
      },
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Weights Key 1' }), 'a');
    await userEvent.type(screen.getByRole('spinbutton', { name: 'Weights Value 1' }), '3');
    await waitFor(() => expect(emitted()).toEqual({ weights: { a: 3 } }));
  });
});
