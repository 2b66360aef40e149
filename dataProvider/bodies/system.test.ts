import { systemSettingsBody } from './system';

describe('the platform settings body', () => {
  it('sends the switch, login type, address and each default project with its roles', () => {
    expect(
      systemSettingsBody({
        enableCollection: true,
        loginType: 'dex',
        velaAddress: ' https://vela.example.com ',
        dexUserDefaultProjects: [
          { name: 'default', roles: ['app-developer'], extra: 1 },
          { name: '', roles: ['project-viewer'] },
        ],
        platformID: 'not sent',
      }),
    ).toEqual({
      enableCollection: true,
      loginType: 'dex',
      velaAddress: 'https://vela.example.com',
      dexUserDefaultProjects: [{ name: 'default', roles: ['app-developer'] }],
    });
  });

  it('sends the switch off and no default projects when the form has none', () => {
    expect(systemSettingsBody({ loginType: 'local', velaAddress: 'http://vela.test' })).toEqual({
      enableCollection: false,
      loginType: 'local',
      velaAddress: 'http://vela.test',
      dexUserDefaultProjects: [],
    });
  });
});
