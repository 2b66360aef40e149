import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVelaForm } from '../../test/renderVelaForm';

describe('StringsWidget', () => {
  it('adds, edits and removes entries and emits an array of strings', async () => {
    const { emitted } = renderVelaForm([{ jsonKey: 'cmd', uiType: 'Strings', label: 'CMD' }]);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'CMD 1' }), 'sh');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'CMD 2' }), '-c');
    expect(emitted()).toEqual({ cmd: ['sh', '-c'] });
    await userEvent.click(screen.getByRole('button', { name: 'Remove CMD 1' }));
    expect(emitted()).toEqual({ cmd: ['-c'] });
    await userEvent.click(screen.getByRole('button', { name: 'Remove CMD 1' }));
    await waitFor(() => expect(emitted()).toEqual({}));
  });

  it('keeps a blank row on screen while it is being filled', async () => {
    renderVelaForm([{ jsonKey: 'cmd', uiType: 'Strings', label: 'CMD' }], { value: { cmd: ['a'] } });
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('textbox', { name: 'CMD 2' })).toHaveValue('');
  });
});
