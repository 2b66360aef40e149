import { enc, type VerbContext } from './context';

export const userVerbs = ({ http, apiUrl }: VerbContext) => ({
  disableUser: async (name: string): Promise<void> => {
    await http(`${apiUrl}/users/${enc(name)}/disable`);
  },
  enableUser: async (name: string): Promise<void> => {
    await http(`${apiUrl}/users/${enc(name)}/enable`);
  },
});
