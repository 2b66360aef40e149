import { canAccessWith as checkWith, type AccessRequest } from '@authProvider/canAccess';
import { createAuthProvider } from '@authProvider/index';
import type { UserPermissions } from '@authProvider/permission';
import type { ResourceDeclaration } from '@dataProvider/declared/declaration';
import type { Http } from '@dataProvider/httpClient';
import releaseNotesFile from '@resources/declarations/releaseNotes.json';
import { declarationsOf, pluginOf } from '@resources/plugins/pluginExport';
import type { AppPluginMeta } from '@resources/plugins/velaux/data';
import { composeProviders } from '@src/consoleProviders';
import { features } from '@src/features';
import { permissionResources } from './access';

const noHttp: Http = () => Promise.reject(new Error('no request expected'));

/** A console as src/consoleProviders.ts composes it: its providers and the one place plugins contribute to. */
function consoleOver(http: Http = noHttp) {
  const { contributions, dataProvider } = composeProviders(features, http, createAuthProvider({ http }));
  return {
    dp: dataProvider,
    contributeDeclarations: contributions.contribute,
    contributedDeclaration: contributions.declaration,
    canAccessWith: (request: AccessRequest, user: UserPermissions) =>
      checkWith(request, user, permissionResources(features, contributions)),
  };
}

const releaseNotes = releaseNotesFile as ResourceDeclaration;

const pluginNotes = { ...releaseNotes, name: 'pluginNotes' };
const admin = {
  platformPermissions: [{ name: 'admin', resources: ['*'], actions: ['*'], effect: 'Allow' as const }],
  projectPermissions: {},
};

describe('declarations a plugin contributes', () => {
  it('are read from the module, keeping only simple REST ones with words in both languages', () => {
    const offered = [
      pluginNotes,
      { ...pluginNotes, name: 'apiThings', provider: 'vela' },
      { ...pluginNotes, name: 'badPath', path: '/../api/v1/users' },
      { ...pluginNotes, name: 'englishOnly', label: { en: 'Notes' } },
      {
        ...pluginNotes,
        name: 'badPattern',
        formSchema: {
          jsonSchema: { type: 'object', properties: { version: { type: 'string', pattern: '(' } } },
        },
      },
      'notes',
    ];
    expect(declarationsOf(offered).map(({ name }) => name)).toEqual(['pluginNotes']);
    const meta = {} as AppPluginMeta;
    expect(pluginOf({ plugin: { resources: offered } }, meta).resources).toEqual([pluginNotes]);
    expect(pluginOf({ plugin: {} }, meta).resources).toEqual([]);
  });

  it('never take the name of one of the console resources', () => {
    const { contributeDeclarations, contributedDeclaration } = consoleOver();
    contributeDeclarations([
      { ...pluginNotes, name: 'roles' },
      { ...pluginNotes, name: 'releaseNotes' },
    ]);
    expect(contributedDeclaration('roles')).toBeUndefined();
    expect(contributedDeclaration('releaseNotes')).toBeUndefined();
  });

  it('once contributed, are read at their path and checked against their permission', async () => {
    const sent: string[] = [];
    const http: Http = async (path, init = {}) => {
      sent.push(`${init.method ?? 'GET'} ${path.split('?')[0]}`);
      return { status: 200, json: [], headers: new Headers({ 'Content-Range': 'release-notes 0-0/0' }) };
    };
    const { dp, contributeDeclarations, canAccessWith } = consoleOver(http);
    const list = {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' as const },
      filter: {},
    };
    expect(canAccessWith({ action: 'list', resource: 'pluginNotes' }, admin)).toBe(false);
    contributeDeclarations([pluginNotes]);
    await dp.getList('pluginNotes', list);
    expect(sent).toEqual(['GET /extensions/release-notes']);
    expect(canAccessWith({ action: 'list', resource: 'pluginNotes' }, admin)).toBe(true);
    expect(
      canAccessWith({ action: 'list', resource: 'pluginNotes' }, { ...admin, platformPermissions: [] }),
    ).toBe(false);
  });
});
