import { silentIfShownByPage } from '../errorShownByPage';
import type { Schemas, VerbContext } from './context';

export const systemVerbs = ({ http, apiUrl }: VerbContext) => ({
  getSystemInfo: async () => (await http(`${apiUrl}/system_info`)).json as Schemas['v1.SystemInfoResponse'],
  /** `meta` marking the refusal as shown by the page (the settings form) keeps it out of the toaster. */
  updateSystemInfo: async (body: Schemas['v1.SystemInfoRequest'], meta?: unknown) =>
    (await http(`${apiUrl}/system_info`, { method: 'PUT', body, ...silentIfShownByPage(meta) }))
      .json as Schemas['v1.SystemInfoResponse'],
  getUserInfo: async () =>
    (await http(`${apiUrl}/auth/user_info`)).json as Schemas['v1.LoginUserInfoResponse'],
});
