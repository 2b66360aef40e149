import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { deferred, fakeLookups } from '../../test/fakeLookups';
import { renderVelaForm } from '../../test/renderVelaForm';
import type { NamedOption } from '../../lookups';

const policies = {
  jsonKey: 'policies',
  uiType: 'PolicySelect',
  label: 'Policies',
  validate: { required: true },
};

describe('PolicySelectWidget', () => {
  it('offers the application policies and emits the chosen names', async () => {
    const reply = deferred<NamedOption[]>();
    const lookups = fakeLookups({ policies: vi.fn(() => reply.promise) });
    const { emitted } = renderVelaForm([policies], { lookups });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    reply.resolve([
      { name: 'topo-dev', type: 'topology' },
      { name: 'override-dev', type: 'override' },
    ]);
    const input = screen.getByRole('combobox', { name: 'Policies' });
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: 'topo-dev (topology)' }));
    await userEvent.click(input);
    await userEvent.click(await screen.findByRole('option', { name: 'override-dev (override)' }));
    expect(emitted()).toEqual({ policies: ['topo-dev', 'override-dev'] });
  });

  it('reports a failed lookup, accepts typed names, and requires one policy', async () => {
    const lookups = fakeLookups({ policies: vi.fn(async () => Promise.reject(new Error('boom'))) });
    const { emitted, ref } = renderVelaForm([policies], { lookups });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the options: boom');
    expect(ref.current!.validate().errors).toEqual(['Policies: This field is required.']);
    await userEvent.type(screen.getByRole('combobox', { name: 'Policies' }), 'mine{Enter}');
    expect(emitted()).toEqual({ policies: ['mine'] });
  });
});
