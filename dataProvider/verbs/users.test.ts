import { vi } from 'vitest';
import { ERROR_SHOWN_BY_PAGE } from '../errorShownByPage';
import type { Http } from '../httpClient';
import { createDataProvider } from '../index';
import { velaResources } from '../resourceMap';

const http = vi.fn<Http>(async () => ({ status: 200, json: {}, headers: new Headers() }));
const dp = createDataProvider({ http, resources: velaResources });

beforeEach(() => http.mockClear());

describe('resetting a password', () => {
  it('puts the alias and the new password, without roles, so the platform roles stay', async () => {
    await dp.resetUserPassword('bob', { alias: 'Bob', password: 'secret123' });
    expect(http).toHaveBeenCalledWith('/api/v1/users/bob', {
      method: 'PUT',
      body: { alias: 'Bob', password: 'secret123' },
    });
  });

  it('leaves out an empty alias, and is silent when the form shows the refusal', async () => {
    await dp.resetUserPassword('a b', { alias: '', password: 'secret123' }, ERROR_SHOWN_BY_PAGE);
    expect(http).toHaveBeenCalledWith('/api/v1/users/a%20b', {
      method: 'PUT',
      body: { password: 'secret123' },
      silent: true,
    });
  });
});
