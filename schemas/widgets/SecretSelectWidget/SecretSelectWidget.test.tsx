import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeLookups } from '../../test/fakeLookups';
import { renderVelaForm } from '../../test/renderVelaForm';
import type { NamedOption } from '../../lookups';

const secret = { jsonKey: 'secret', uiType: 'SecretSelect', label: 'Secret Name' };

describe('SecretSelectWidget', () => {
  it('offers the secrets once loaded and emits the chosen name', async () => {
    const reply = deferred<NamedOption[]>();
    const lookups = fakeLookups({ secrets: vi.fn(() => reply.promise) });
    const { emitted } = renderVelaForm([secret], { lookups });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    reply.resolve([{ name: 'db-conn', alias: 'Database' }]);
    await userEvent.click(screen.getByRole('combobox', { name: 'Secret Name' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Database' }));
    expect(emitted()).toEqual({ secret: 'db-conn' });
  });

  it('reports a failed lookup and accepts a typed name', async () => {
    const lookups = fakeLookups({ secrets: vi.fn(async () => Promise.reject(new Error('denied'))) });
    const { emitted } = renderVelaForm([secret], { lookups });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the options: denied');
    await userEvent.type(screen.getByRole('combobox', { name: 'Secret Name' }), 'typed');
    await userEvent.tab();
    expect(emitted()).toEqual({ secret: 'typed' });
  });
});
