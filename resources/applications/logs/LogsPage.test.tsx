import { screen, waitFor, within } from '@testing-library/react';
import { currentPath } from '@src/test/renderConsole';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { vi } from 'vitest';
import {
  advanceClock,
  helloPodNames,
  renderInSandboxApp,
  seedHelloPods,
  viewsAsked,
} from '../envStatus/appStatusSandbox';
import { LogsPage } from './LogsPage';

const sandbox = setUpSandbox({ now: () => new Date('2024-05-03T09:15:00Z') });

const LOGS = '/applications/hello-world/envbinding/default/logs';

const render = (query = '') =>
  renderInSandboxApp(sandbox, <LogsPage />, {
    path: `${LOGS}${query}`,
    route: '/applications/:appName/envbinding/:envName/logs',
  });

let pods: { web: string; task: string };

const logView = () => screen.findByRole('log', { name: `Logs of hello-world in ${pods.web}` });

/** The nginx container's third start-up line, and the only one that says epoll. */
const STARTED = 'using the "epoll" event method';

const lastLogsAsked = () => viewsAsked(sandbox, 'collect-logs').at(-1);

beforeEach(() => {
  // happy-dom lays nothing out: give the log view the size a browser would, so rows are in view.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(520);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});

// Component test files share one module graph: prototypes must not stay patched for the next file.
afterEach(() => vi.restoreAllMocks());

describe('the logs page', () => {
  beforeEach(async () => {
    await seedHelloPods(sandbox);
    pods = await helloPodNames(sandbox);
  });

  it("shows the first pod's first container, its last 3,000 lines asked without timestamps", async () => {
    await render();
    const view = await logView();
    expect(await within(view).findByText(STARTED)).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Pod' })).toHaveTextContent(pods.web);
    expect(screen.getByRole('combobox', { name: 'Container' })).toHaveTextContent('hello-world');
    expect(lastLogsAsked()).toEqual({
      cluster: 'local',
      namespace: 'default',
      pod: pods.web,
      container: 'hello-world',
      previous: 'false',
      timestamps: 'false',
      tailLines: '3000',
    });
    // Three start-up lines, then one every 10 s of the 65 s since the deploy.
    expect(screen.getByText(/10 lines$/)).toBeInTheDocument();
  });

  it('asks again with timestamps, and for the previous instance, when switched on', async () => {
    const { user } = await render();
    await logView();
    await user.click(screen.getByRole('switch', { name: 'Show timestamps' }));
    await waitFor(() => expect(lastLogsAsked()).toMatchObject({ timestamps: 'true', previous: 'false' }));
    await user.click(screen.getByRole('switch', { name: 'Show previous logs' }));
    expect(
      await screen.findByText(`previous terminated container "hello-world" in pod "${pods.web}" not found`),
    ).toBeInTheDocument();
    expect(screen.getByText('There are no logs')).toBeInTheDocument();
  });

  it('refreshes by default, and turns refreshing on again for another container', async () => {
    const { user } = await render();
    await logView();
    const autoRefresh = screen.getByRole('switch', { name: 'Auto refresh' });
    expect(autoRefresh).toBeChecked();
    await user.click(autoRefresh);
    expect(autoRefresh).not.toBeChecked();
    await user.click(screen.getByRole('combobox', { name: 'Container' }));
    await user.click(await screen.findByRole('option', { name: 'proxy' }));
    expect(await screen.findByRole('log', { name: `Logs of proxy in ${pods.web}` })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Auto refresh' })).toBeChecked();
    expect(currentPath()).toBe(`${LOGS}?pod=${pods.web}&container=proxy`);
  });

  it('opens the pod the address names, and keeps another pick in the address', async () => {
    const { user } = await render(`?pod=${pods.task}`);
    expect(await screen.findByRole('log', { name: `Logs of migrate in ${pods.task}` })).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Component' }));
    await user.click(await screen.findByRole('option', { name: 'hello-world' }));
    expect(await logView()).toBeInTheDocument();
    expect(currentPath()).toBe(`${LOGS}?component=hello-world`);
    expect(lastLogsAsked()).toMatchObject({ pod: pods.web, container: 'hello-world' });
  });

  it('highlights search matches and jumps between them', async () => {
    const { user } = await render();
    const view = await logView();
    await within(view).findByText(STARTED);
    await user.type(screen.getByRole('searchbox', { name: 'Search the logs' }), 'e');
    expect(await screen.findByRole('status')).toHaveTextContent(/^1 of \d+$/);
    await user.clear(screen.getByRole('searchbox', { name: 'Search the logs' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the logs' }), 'epoll');
    expect(await screen.findByRole('status')).toHaveTextContent('1 of 1');
    expect(view.querySelector('mark')).toHaveTextContent('epoll');
    await user.type(screen.getByRole('searchbox', { name: 'Search the logs' }), 'nothing');
    expect(await screen.findByRole('status')).toHaveTextContent('No matches');
    expect(screen.getByRole('button', { name: 'Next match' })).toBeDisabled();
  });

  it('keeps the search and the switches in the address without a history entry per keystroke', async () => {
    const { user } = await render();
    await within(await logView()).findByText(STARTED);
    const entries = window.history.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search the logs' }), 'epoll');
    await user.click(screen.getByRole('switch', { name: 'Show timestamps' }));
    await user.click(screen.getByRole('switch', { name: 'Auto refresh' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
        pod: pods.web,
        container: 'hello-world',
        q: 'epoll',
        follow: 'off',
        timestamps: 'on',
        autoRefresh: 'off',
      }),
    );
    expect(window.history.length).toBe(entries);
  });

  it('wraps long lines on Wrap lines, each row as high as its text, and keeps the choice in the address', async () => {
    const { user } = await render();
    await within(await logView()).findByText(STARTED);
    // The view is drawn anew when the switch turns: find the row in the view of the moment.
    const row = () => within(screen.getByRole('log')).getByText(STARTED).closest('.log-line') as HTMLElement;
    expect(row().style.height).toBe('20px');
    await user.click(screen.getByRole('switch', { name: 'Wrap lines' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('wrap')).toBe('on'));
    await waitFor(() => expect(row().style.height).toBe(''));
    expect(row().style.width).toBe('100%');
    expect(screen.getByRole('switch', { name: 'Wrap lines' })).toBeChecked();
  });

  it('opens the search and the switches the address names', async () => {
    await render(
      `?pod=${pods.web}&container=proxy&q=configuration&timestamps=on&previous=on&autoRefresh=off&follow=off`,
    );
    await screen.findByRole('log', { name: `Logs of proxy in ${pods.web}` });
    expect(screen.getByRole('searchbox', { name: 'Search the logs' })).toHaveValue('configuration');
    expect(await screen.findByRole('status')).toHaveTextContent('1 of 1');
    expect(screen.getByRole('switch', { name: 'Show timestamps' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show previous logs' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Auto refresh' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Follow' })).not.toBeChecked();
    expect(lastLogsAsked()).toMatchObject({ container: 'proxy', timestamps: 'true', previous: 'true' });
  });

  it('downloads the lines as plain text named after the pod and container', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:logs');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = await render();
    await within(await logView()).findByText(STARTED);
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const lines = (await (created.mock.calls[0][0] as Blob).text()).split('\n');
    expect(lines.slice(0, 3)).toEqual([
      '/docker-entrypoint.sh: Configuration complete; ready for start up',
      'INFO  start worker processes',
      `INFO  ${STARTED}`,
    ]);
    expect(lines).toHaveLength(10);
    expect(lines.join('\n')).not.toContain('\u001b');
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`${pods.web}-hello-world.log`);
  });

  it('mounts only the rows in view of 3,000 lines', async () => {
    // Nine hours on (signed in again), the web server has logged a line every 10 s: the last 3,000 are asked.
    await advanceClock(sandbox, 9 * 3600);
    await sandbox.signIn('admin');
    await render();
    const view = await logView();
    expect((await within(view).findAllByText(/^10\.244\.0\.1 - - "GET /)).length).toBeGreaterThan(10);
    expect(screen.getByText(/3000 lines$/)).toBeInTheDocument();
    expect(view.querySelectorAll('.log-line').length).toBeLessThan(100);
  });
});

describe('a log line with markup in it', () => {
  const image = '<img src=x onerror=alert(1)>:fail';

  beforeEach(async () => {
    await seedHelloPods(sandbox, image);
    pods = await helloPodNames(sandbox);
  });

  it('shows markup in a log line as text and ANSI colours as coloured words', async () => {
    await render(`?pod=${pods.web}&container=proxy`);
    const view = await screen.findByRole('log', { name: `Logs of proxy in ${pods.web}` });
    expect(await within(view).findByText(`starting proxy (image ${image})`)).toBeInTheDocument();
    expect(view.querySelector('img')).toBeNull();
    const error = within(view).getByText('ERROR');
    const plain = within(view).getByText(`starting proxy (image ${image})`);
    expect(getComputedStyle(error).color).not.toBe(getComputedStyle(plain).color);
  });
});
