import { vi } from 'vitest';
import { ERROR_SHOWN_BY_PAGE } from '../errorShownByPage';
import type { Http } from '../httpClient';
import { createDataProvider } from '../index';
import { velaResources } from '../resourceMap';

const http = vi.fn<Http>(async () => ({ status: 200, json: {}, headers: new Headers() }));
const dp = createDataProvider({ http, resources: velaResources });

beforeEach(() => http.mockClear());

describe('reading the system info', () => {
  it('is silent when the caller shows or ignores the failure', async () => {
    await dp.getSystemInfo(ERROR_SHOWN_BY_PAGE);
    expect(http).toHaveBeenCalledWith('/api/v1/system_info', { silent: true });
  });
});

describe('saving the platform settings', () => {
  it('is silent when the settings page shows the refusal', async () => {
    const body = { enableCollection: false, loginType: 'local' };
    await dp.updateSystemInfo(body, ERROR_SHOWN_BY_PAGE);
    expect(http).toHaveBeenCalledWith('/api/v1/system_info', { method: 'PUT', body, silent: true });
  });
});
