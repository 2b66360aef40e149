import { businessError, statusError } from '@dataProvider/apiError';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import { screen, waitFor, within } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import type { GetListParams } from 'react-admin';
import { onTestFinished, vi } from 'vitest';
import { TELEMETRY_META } from '@src/telemetry/telemetryAddress';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { failList } from '@src/test/failingList';
import { allAnswersShown, delayed } from '@src/test/latency';
import type { FakeAuthProvider } from '@src/test/fakeAuthProvider';
import { currentPath } from '@src/test/renderConsole';
import { renderKit } from '@src/test/renderKit';
import type { FakeUser } from '@src/test/users';
import type { DataProvider } from 'react-admin';
import { SettingsPage } from './SettingsPage';

/** /settings without the layout. */
const renderSettings = (providers: { dataProvider: DataProvider; authProvider?: FakeAuthProvider }) =>
  renderKit(<SettingsPage />, { path: '/settings', ...providers });

const systemInfo = {
  platformID: 'platform-1',
  installTime: '2024-05-01T10:20:30',
  loginType: 'local',
  enableCollection: true,
  systemVersion: { velaVersion: 'v1.10.0', gitVersion: 'sandbox' },
  dexUserDefaultProjects: [],
};

const projects = [{ id: 'default', name: 'default', alias: 'Default' }];
const projectRoles = [
  { id: 'app-developer', name: 'app-developer', alias: 'App Developer' },
  { id: 'project-viewer', name: 'project-viewer', alias: 'Project Viewer' },
];

function settingsProvider(info: Record<string, unknown> = systemInfo) {
  const getSystemInfo = vi.fn(delayed((_meta?: unknown) => info));
  const updateSystemInfo = vi.fn(delayed((body: object, _meta?: unknown) => ({ ...info, ...body })));
  const getList = vi.fn(
    delayed((resource: string, { filter }: GetListParams) => {
      const rows =
        resource === 'projects'
          ? projects
          : resource === 'projectRoles' && filter.project
            ? projectRoles
            : [];
      return { data: rows, total: rows.length };
    }),
  );
  return Object.assign(testDataProvider({ getList: getList as never }), {
    getSystemInfo,
    updateSystemInfo,
    getList,
  });
}

const refuse = (code: number, message: string) =>
  delayed((): never => {
    throw businessError(400, { BusinessCode: code, Message: message });
  });

/** May change the platform settings, and nothing else. */
const settingsKeeper: FakeUser = {
  name: 'keeper',
  platformPermissions: [{ name: 'p', resources: ['systemSetting:*'], actions: ['update'], effect: 'Allow' }],
  projectPermissions: {},
};

async function openSettings(dataProvider = settingsProvider(), authProvider = fakeAuthProvider()) {
  const view = renderSettings({ dataProvider, authProvider });
  await screen.findByRole('button', { name: 'Submit' });
  return { ...view, dataProvider };
}

/** Whether leaving the page now would make the browser ask. */
const unloadIsWarned = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

beforeEach(signIn);

afterEach(() =>
  document.head.querySelectorAll(`meta[name="${TELEMETRY_META}"]`).forEach((meta) => meta.remove()),
);

describe('the platform settings', () => {
  it('show the version, the saved settings and that no collection address is configured', async () => {
    await openSettings();
    expect(screen.getByRole('heading', { name: 'Platform Settings', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('v1.10.0')).toBeInTheDocument();
    expect(screen.getByText('platform-1')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Local' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'VelaUX address' })).toHaveValue(window.location.origin);
    expect(screen.getByRole('switch', { name: 'Contribution' })).toBeChecked();
    expect(screen.getByText(/No collection address is configured/)).toBeInTheDocument();
  });

  it('say where usage statistics would go when the server names an address', async () => {
    const meta = document.createElement('meta');
    meta.name = TELEMETRY_META;
    meta.content = 'https://telemetry.example.com/collect';
    document.head.append(meta);
    await openSettings();
    expect(
      screen.getByText(/sends https:\/\/telemetry\.example\.com\/collect the platform ID/),
    ).toBeInTheDocument();
  });

  it('check the address and each default project row before saving, in English and Chinese', async () => {
    const { user, dataProvider, unmount } = await openSettings();
    await user.clear(screen.getByRole('textbox', { name: 'VelaUX address' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter the VelaUX address')).toBeInTheDocument();
    expect(screen.getByText('Please select a project')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one role')).toBeInTheDocument();
    expect(dataProvider.updateSystemInfo).not.toHaveBeenCalled();
    unmount();

    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const zh = renderSettings({ dataProvider });
    await screen.findByRole('button', { name: '提交' });
    await zh.user.clear(screen.getByRole('textbox', { name: 'VelaUX 地址' }));
    await zh.user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入 VelaUX 地址')).toBeInTheDocument();
  });

  it('save the login mode, address, default projects with their roles and the switch', async () => {
    const { user, dataProvider } = await openSettings();
    await user.click(screen.getByRole('switch', { name: 'Contribution' }));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(await screen.findByRole('combobox', { name: 'Project' }));
    await user.click(await screen.findByRole('option', { name: 'default(Default)' }));
    await user.click(await screen.findByRole('combobox', { name: 'Roles' }));
    await user.click(await screen.findByRole('option', { name: 'App Developer' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Platform settings updated successfully')).toBeInTheDocument();
    expect(dataProvider.updateSystemInfo).toHaveBeenCalledWith(
      {
        enableCollection: false,
        loginType: 'local',
        velaAddress: window.location.origin,
        dexUserDefaultProjects: [{ name: 'default', roles: ['app-developer'] }],
      },
      ERROR_SHOWN_BY_PAGE,
    );
  });

  it('make the browser ask before leaving unsaved edits, and not once they are saved', async () => {
    const { user } = await openSettings();
    expect(unloadIsWarned()).toBe(false);
    await user.click(screen.getByRole('switch', { name: 'Contribution' }));
    await waitFor(() => expect(unloadIsWarned()).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Platform settings updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(unloadIsWarned()).toBe(false));
    expect(screen.getByRole('switch', { name: 'Contribution' })).not.toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'SSO by dex' }));
    await waitFor(() => expect(unloadIsWarned()).toBe(true));
  });

  it('say the projects for single sign-on could not be loaded, with a Retry, and save nothing meanwhile', async () => {
    const dataProvider = settingsProvider();
    const lookup = failList(dataProvider.getList, 'projects');
    const { user } = await openSettings(dataProvider);
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Projects could not be loaded');
    expect(screen.queryByRole('button', { name: 'Add' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('The form is not valid. Please check for errors')).toBeInTheDocument();
    expect(dataProvider.updateSystemInfo).not.toHaveBeenCalled();

    lookup.recover();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: 'Add' }));
    await user.click(await screen.findByRole('combobox', { name: 'Project' }));
    expect(await screen.findByRole('option', { name: 'default(Default)' })).toBeInTheDocument();
  });

  it('explain a missing dex connector (12011) and lead to the dex connector configs', async () => {
    const dataProvider = settingsProvider();
    dataProvider.updateSystemInfo.mockImplementation(refuse(12011, 'no dex connector'));
    const { user } = await openSettings(dataProvider);
    await user.click(screen.getByRole('radio', { name: 'SSO by dex' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const guide = await screen.findByRole('dialog', { name: 'No dex connector configurations' });
    expect(guide).toHaveTextContent(
      'Before enabling SSO, you must add at least one dex connector configuration.',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(await within(guide).findByRole('button', { name: 'Add a dex connector' }));
    await waitFor(() => expect(currentPath()).toBe('/configs/dex-connector/config'));
  });

  it('explain an empty administrator email (14010) without a button for a user who may not list users', async () => {
    const dataProvider = settingsProvider();
    dataProvider.updateSystemInfo.mockImplementation(refuse(14010, 'admin email is empty'));
    const { user } = await openSettings(dataProvider, fakeAuthProvider({ user: settingsKeeper }));
    await user.click(screen.getByRole('radio', { name: 'SSO by dex' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const guide = await screen.findByRole('dialog', { name: 'The email address of administrator is empty' });
    expect(guide).toHaveTextContent('it must same as the SSO account.');
    await allAnswersShown();
    expect(within(guide).queryByRole('button', { name: 'Go to users' })).not.toBeInTheDocument();
    await user.click(within(guide).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('show any other refusal by Submit and keep what was typed', async () => {
    const dataProvider = settingsProvider();
    dataProvider.updateSystemInfo.mockImplementation(
      refuse(400, "the field 'velaAddress' must be an http or https URL"),
    );
    const { user } = await openSettings(dataProvider);
    const address = screen.getByRole('textbox', { name: 'VelaUX address' });
    await user.clear(address);
    await user.type(address, 'vela.example.com');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "the field 'velaAddress' must be an http or https URL(400)",
    );
    expect(address).toHaveValue('vela.example.com');
  });

  it('start from the address dex uses when single sign-on is on', async () => {
    await openSettings(settingsProvider({ ...systemInfo, loginType: 'dex' }));
    expect(screen.getByRole('radio', { name: 'SSO by dex' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'VelaUX address' })).toHaveValue('http://velaux.example');
  });

  it('show a version that cannot be drawn as failed with Retry, while the form keeps working and what was typed', async () => {
    // React reports each error a boundary caught; the test is about what the user sees instead.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => quiet.mockRestore());
    // The answer of a server of another version: no systemVersion.
    const { systemVersion: _left, ...withoutVersion } = systemInfo;
    const { user, dataProvider } = await openSettings(settingsProvider(withoutVersion));
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Version could not be shown');
    expect(screen.getByRole('heading', { name: 'Platform Settings', level: 1 })).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Contribution' }));

    dataProvider.getSystemInfo.mockImplementation(delayed(() => systemInfo));
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('v1.10.0')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Contribution' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Platform settings updated successfully')).toBeInTheDocument();
    expect(dataProvider.updateSystemInfo).toHaveBeenCalledWith(
      expect.objectContaining({ enableCollection: false }),
      ERROR_SHOWN_BY_PAGE,
    );
  });

  it("start from this console's address when dex names its address in another shape", async () => {
    const authProvider = fakeAuthProvider();
    authProvider.getDexConfig.mockImplementation(
      delayed(() => ({ clientID: 'velaux', issuer: 'http://velaux.example/dex', redirectURL: 404 as never })),
    );
    await openSettings(settingsProvider({ ...systemInfo, loginType: 'dex' }), authProvider);
    expect(screen.getByRole('radio', { name: 'SSO by dex' })).toBeChecked();
    expect(screen.getByRole('textbox', { name: 'VelaUX address' })).toHaveValue(window.location.origin);
  });

  it('show a failed load with a Retry instead of a form', async () => {
    const dataProvider = settingsProvider();
    dataProvider.getSystemInfo.mockImplementation(
      delayed((): never => {
        throw statusError(503);
      }),
    );
    renderSettings({ dataProvider });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('The platform settings could not be loaded');
    expect(within(failure).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });
});
