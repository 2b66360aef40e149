import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeLookups } from '../../test/fakeLookups';
import { renderVelaForm } from '../../test/renderVelaForm';
import type { UIParam } from '../../types';

/** As in webservice's env: valueFrom.secretKeyRef.{name, key} inside each row. */
const env: UIParam[] = [
  {
    jsonKey: 'secretKeyRef',
    uiType: 'Ignore',
    subParameters: [
      { jsonKey: 'name', uiType: 'SecretSelect', label: 'Secret Name', sort: 1 },
      { jsonKey: 'key', uiType: 'SecretKeySelect', label: 'Secret Key', sort: 3 },
    ],
  },
];

describe('SecretKeySelectField', () => {
  it('lists the keys of the secret named next to it', async () => {
    const lookups = fakeLookups({ secretKeys: vi.fn(async () => ['password', 'username']) });
    const { emitted } = renderVelaForm(env, { lookups, value: { secretKeyRef: { name: 'db' } } });
    expect(lookups.secretKeys).toHaveBeenCalledWith('db');
    await userEvent.click(screen.getByRole('combobox', { name: 'Secret Key' }));
    await userEvent.click(await screen.findByRole('option', { name: 'password' }));
    expect(emitted()).toEqual({ secretKeyRef: { name: 'db', key: 'password' } });
  });

  it('looks nothing up before a secret is named, and reports a failed lookup', async () => {
    const lookups = fakeLookups({ secretKeys: vi.fn(async () => Promise.reject(new Error('gone'))) });
    renderVelaForm(env, { lookups });
    expect(lookups.secretKeys).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('combobox', { name: 'Secret Name' }), 'db');
    await userEvent.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the options: gone');
    expect(lookups.secretKeys).toHaveBeenCalledWith('db');
  });
});
