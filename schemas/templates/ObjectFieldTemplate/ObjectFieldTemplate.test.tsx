import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderVelaForm } from '../../test/renderVelaForm';
import type { UIParam } from '../../types';

// Simple fields: the grid skips them off screen in chunks of whole rows.
const params: UIParam[] = [
  {
    jsonKey: 'host',
    uiType: 'Input',
    label: 'Host',
    conditions: [{ jsonKey: 'expose', op: '==', value: true }],
  },
  { jsonKey: 'name', uiType: 'Input', label: 'Name', style: { colSpan: 12 } },
  { jsonKey: 'expose', uiType: 'Switch', label: 'Expose', validate: { defaultValue: true } },
  { jsonKey: 'port', uiType: 'Number', label: 'Port', style: { colSpan: 12 } },
];

describe('ObjectFieldTemplate', () => {
  it('keeps focus in a field when a field before it is hidden and shown again', async () => {
    renderVelaForm(params);
    const expose = screen.getByRole('switch', { name: 'Expose' });
    await userEvent.click(expose);
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Host' })).not.toBeInTheDocument());
    expect(expose).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(await screen.findByRole('textbox', { name: 'Host' })).toBeInTheDocument();
    expect(expose).toHaveFocus();
    expect(expose).toBeChecked();
  });

  it('draws every shown field in the order of the schema, whatever the chunks', () => {
    const { container } = renderVelaForm(params);
    const labels = [...container.querySelectorAll('label')].map((label) => label.textContent);
    expect(labels).toEqual(['Host', 'Name', 'Expose', 'Port']);
  });
});
