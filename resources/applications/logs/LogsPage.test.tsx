import { screen, waitFor, within } from '@testing-library/react';
import { podProvider, webLogs, webPod, workerPod } from '../shared/podFakes';
import { helloWorld } from '../shared/appFakes';
import { delayed } from '@src/test/latency';
import { currentPath } from '@src/test/renderConsole';
import { renderInApp } from '@src/test/renderInApp';
import { Route, Routes } from 'react-router-dom';
import { vi } from 'vitest';
import { LogsPage } from './LogsPage';

const render = (query = '', dataProvider = podProvider()) => ({
  ...renderInApp(
    <Routes>
      <Route path="/applications/:appName/envbinding/:envName/logs" element={<LogsPage />} />
    </Routes>,
    { app: helloWorld, dataProvider, path: `/applications/hello-world/envbinding/dev/logs${query}` },
  ),
  dataProvider,
});

const logView = () => screen.findByRole('log', { name: `Logs of web in ${webPod.name}` });

beforeEach(() => {
  // happy-dom lays nothing out: give the log view the size a browser would, so rows are in view.
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(520);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(800);
});

// Component test files share one module graph: prototypes must not stay patched for the next file.
afterEach(() => vi.restoreAllMocks());

describe('the logs page', () => {
  it("shows the first pod's first container, its last 3,000 lines asked without timestamps", async () => {
    const { dataProvider } = render();
    const view = await logView();
    expect(await within(view).findByText('starting web')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Pod' })).toHaveTextContent(webPod.name);
    expect(screen.getByRole('combobox', { name: 'Container' })).toHaveTextContent('web');
    expect(dataProvider.containerLogs).toHaveBeenLastCalledWith(
      {
        cluster: 'local',
        namespace: 'dev-ns',
        pod: webPod.name,
        container: 'web',
        previous: false,
        timestamps: false,
        tailLines: 3000,
      },
      expect.anything(),
    );
    expect(screen.getByText(/3 lines$/)).toBeInTheDocument();
  });

  it('shows markup in a log line as text and ANSI colours as coloured words', async () => {
    render();
    const view = await logView();
    expect(await within(view).findByText(/<img src=x onerror=alert\(1\)> refused/)).toBeInTheDocument();
    expect(view.querySelector('img')).toBeNull();
    const error = within(view).getByText('ERROR');
    const plain = within(view).getByText('starting web');
    expect(getComputedStyle(error).color).not.toBe(getComputedStyle(plain).color);
  });

  it('asks again with timestamps, and for the previous instance, when switched on', async () => {
    const { dataProvider, user } = render();
    await logView();
    await user.click(screen.getByRole('switch', { name: 'Show timestamps' }));
    await waitFor(() =>
      expect(dataProvider.containerLogs).toHaveBeenLastCalledWith(
        expect.objectContaining({ timestamps: true, previous: false }),
        expect.anything(),
      ),
    );
    dataProvider.containerLogs.mockImplementation(
      delayed(() => ({
        logs: '',
        fromDate: '',
        toDate: '',
        error: 'previous terminated container "web" not found',
      })),
    );
    await user.click(screen.getByRole('switch', { name: 'Show previous logs' }));
    expect(await screen.findByText('previous terminated container "web" not found')).toBeInTheDocument();
    expect(screen.getByText('There are no logs')).toBeInTheDocument();
  });

  it('refreshes by default, and turns refreshing on again for another container', async () => {
    const { user } = render();
    await logView();
    const autoRefresh = screen.getByRole('switch', { name: 'Auto refresh' });
    expect(autoRefresh).toBeChecked();
    await user.click(autoRefresh);
    expect(autoRefresh).not.toBeChecked();
    await user.click(screen.getByRole('combobox', { name: 'Container' }));
    await user.click(await screen.findByRole('option', { name: 'proxy' }));
    expect(await screen.findByRole('log', { name: `Logs of proxy in ${webPod.name}` })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Auto refresh' })).toBeChecked();
    expect(currentPath()).toBe(
      `/applications/hello-world/envbinding/dev/logs?pod=${webPod.name}&container=proxy`,
    );
  });

  it('opens the pod the address names, and keeps another pick in the address', async () => {
    const { dataProvider, user } = render(`?pod=${workerPod.name}`);
    expect(
      await screen.findByRole('log', { name: `Logs of worker in ${workerPod.name}` }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Component' }));
    await user.click(await screen.findByRole('option', { name: 'web' }));
    expect(await logView()).toBeInTheDocument();
    expect(currentPath()).toBe('/applications/hello-world/envbinding/dev/logs?component=web');
    expect(dataProvider.containerLogs).toHaveBeenLastCalledWith(
      expect.objectContaining({ pod: webPod.name, container: 'web' }),
      expect.anything(),
    );
  });

  it('highlights search matches and jumps between them', async () => {
    const { user } = render();
    const view = await logView();
    await within(view).findByText('starting web');
    await user.type(screen.getByRole('searchbox', { name: 'Search the logs' }), 'e');
    expect(await screen.findByRole('status')).toHaveTextContent(/^1 of \d+$/);
    await user.clear(screen.getByRole('searchbox', { name: 'Search the logs' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the logs' }), 'healthz');
    expect(await screen.findByRole('status')).toHaveTextContent('1 of 1');
    expect(view.querySelector('mark')).toHaveTextContent('healthz');
    await user.type(screen.getByRole('searchbox', { name: 'Search the logs' }), 'nothing');
    expect(await screen.findByRole('status')).toHaveTextContent('No matches');
    expect(screen.getByRole('button', { name: 'Next match' })).toBeDisabled();
  });

  it('keeps the search and the switches in the address without a history entry per keystroke', async () => {
    const { user } = render();
    await within(await logView()).findByText('starting web');
    const entries = window.history.length;
    await user.type(screen.getByRole('searchbox', { name: 'Search the logs' }), 'healthz');
    await user.click(screen.getByRole('switch', { name: 'Show timestamps' }));
    await user.click(screen.getByRole('switch', { name: 'Auto refresh' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({
        pod: webPod.name,
        container: 'web',
        q: 'healthz',
        follow: 'off',
        timestamps: 'on',
        autoRefresh: 'off',
      }),
    );
    expect(window.history.length).toBe(entries);
  });

  it('wraps long lines on Wrap lines, each row as high as its text, and keeps the choice in the address', async () => {
    const { user } = render();
    await within(await logView()).findByText('starting web');
    // The view is drawn anew when the switch turns: find the row in the view of the moment.
    const row = () =>
      within(screen.getByRole('log')).getByText('starting web').closest('.log-line') as HTMLElement;
    expect(row().style.height).toBe('20px');
    await user.click(screen.getByRole('switch', { name: 'Wrap lines' }));
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('wrap')).toBe('on'));
    await waitFor(() => expect(row().style.height).toBe(''));
    expect(row().style.width).toBe('100%');
    expect(screen.getByRole('switch', { name: 'Wrap lines' })).toBeChecked();
  });

  it('opens the search and the switches the address names', async () => {
    const { dataProvider } = render(
      `?pod=${webPod.name}&container=web&q=healthz&timestamps=on&previous=on&autoRefresh=off&follow=off`,
    );
    await logView();
    expect(screen.getByRole('searchbox', { name: 'Search the logs' })).toHaveValue('healthz');
    expect(await screen.findByRole('status')).toHaveTextContent('1 of 1');
    expect(screen.getByRole('switch', { name: 'Show timestamps' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Show previous logs' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Auto refresh' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Follow' })).not.toBeChecked();
    expect(dataProvider.containerLogs).toHaveBeenLastCalledWith(
      expect.objectContaining({ timestamps: true, previous: true }),
      expect.anything(),
    );
  });

  it('downloads the lines as plain text named after the pod and container', async () => {
    const created = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:logs');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user } = render();
    await logView();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    const blob = created.mock.calls[0][0] as Blob;
    expect(await blob.text()).toBe(
      ['INFO  starting web', webLogs.logs.split('\n')[1], 'ERROR <img src=x onerror=alert(1)> refused'].join(
        '\n',
      ),
    );
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`${webPod.name}-web.log`);
  });

  it('mounts only the rows in view of 3,000 lines', async () => {
    const dataProvider = podProvider();
    const logs = Array.from({ length: 3000 }, (_, index) => `line ${index}`).join('\n');
    dataProvider.containerLogs.mockImplementation(delayed(() => ({ ...webLogs, logs })));
    render('', dataProvider);
    const view = await logView();
    expect((await within(view).findAllByText(/^line \d+$/)).length).toBeGreaterThan(10);
    expect(view.querySelectorAll('.log-line').length).toBeLessThan(100);
  });
});
