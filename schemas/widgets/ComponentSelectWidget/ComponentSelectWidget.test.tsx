import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeLookups } from '../../test/fakeLookups';
import { renderVelaForm } from '../../test/renderVelaForm';

const selector = { jsonKey: 'selector', uiType: 'ComponentSelect', label: 'Selector' };

describe('ComponentSelectWidget', () => {
  it('offers the application components and emits their names', async () => {
    const lookups = fakeLookups({ components: vi.fn(async () => [{ name: 'web', type: 'webservice' }]) });
    const { emitted } = renderVelaForm([selector], { lookups });
    await userEvent.click(screen.getByRole('combobox', { name: 'Selector' }));
    await userEvent.click(await screen.findByRole('option', { name: 'web (webservice)' }));
    expect(emitted()).toEqual({ selector: ['web'] });
  });

  it('reports a failed lookup', async () => {
    const lookups = fakeLookups({ components: vi.fn(async () => Promise.reject(new Error('nope'))) });
    renderVelaForm([selector], { lookups });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the options: nope');
  });
});
