import { silentIfShownByPage } from '../errorShownByPage';
import type { Schemas, VerbContext } from './context';

export const systemVerbs = ({ http, apiUrl }: VerbContext) => ({
  /** `meta` marking a failure as shown by the page (ERROR_SHOWN_BY_PAGE) keeps it out of the toaster. */
  getSystemInfo: async (meta?: unknown) =>
    (await http(`${apiUrl}/system_info`, silentIfShownByPage(meta))).json as Schemas['v1.SystemInfoResponse'],
  updateSystemInfo: async (body: Schemas['v1.SystemInfoRequest'], meta?: unknown) =>
    (await http(`${apiUrl}/system_info`, { method: 'PUT', body, ...silentIfShownByPage(meta) }))
      .json as Schemas['v1.SystemInfoResponse'],
  getUserInfo: async () =>
    (await http(`${apiUrl}/auth/user_info`)).json as Schemas['v1.LoginUserInfoResponse'],
});
