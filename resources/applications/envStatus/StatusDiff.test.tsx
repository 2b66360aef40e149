import { screen, within } from '@testing-library/react';
import { appDeveloper } from '../shared/appDetailFakes';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { currentPath, renderConsole } from '@src/test/renderConsole';
import { vi } from 'vitest';
import { envStatusProvider } from './envStatusFakes';

vi.mock('@monaco-editor/react', () => import('@src/common/code/monacoStandIn'));
vi.mock('@schemas/code/monacoSetup', () => ({ monaco: {} }));
vi.mock('./graphs/ResourceGraphTab', () => ({ ResourceGraphTab: () => <p>Resource graph</p> }));

const FIRST_RENDER = { timeout: 15000 };
const STATUS = '/applications/hello-world/envbinding/dev/status';

beforeEach(signIn);

describe("an environment's Diff", () => {
  it('shows what runs beside the latest configuration', async () => {
    const dataProvider = envStatusProvider();
    const { user } = renderConsole(STATUS, {
      dataProvider,
      authProvider: fakeAuthProvider({ user: appDeveloper }),
    });
    await user.click(await screen.findByRole('button', { name: 'Diff' }, FIRST_RENDER));
    const drawer = within(await screen.findByRole('dialog', { name: 'Running vs latest configuration' }));
    const running = await drawer.findByRole<HTMLTextAreaElement>('textbox', { name: 'Running' });
    expect(running.value).toBe('image: nginx:1.24\n');
    expect(drawer.getByRole<HTMLTextAreaElement>('textbox', { name: 'Latest configuration' }).value).toBe(
      'image: nginx:1.25\n',
    );
    expect(currentPath()).toBe(STATUS);
    expect(window.location.hash).toBe('#diff');
    expect(dataProvider.compareLatestWithRunning).toHaveBeenCalledWith(
      'hello-world',
      'dev',
      expect.anything(),
    );
  });
});
