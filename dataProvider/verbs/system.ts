import type { Schemas, VerbContext } from './context';

export const systemVerbs = ({ http, apiUrl }: VerbContext) => ({
  getSystemInfo: async () => (await http(`${apiUrl}/system_info`)).json as Schemas['v1.SystemInfoResponse'],
  updateSystemInfo: async (body: Schemas['v1.SystemInfoRequest']) =>
    (await http(`${apiUrl}/system_info`, { method: 'PUT', body })).json as Schemas['v1.SystemInfoResponse'],
  getUserInfo: async () =>
    (await http(`${apiUrl}/auth/user_info`)).json as Schemas['v1.LoginUserInfoResponse'],
});
