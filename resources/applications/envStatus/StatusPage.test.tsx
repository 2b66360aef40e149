import { screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { currentPath } from '@src/test/renderConsole';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { onTestFinished, vi } from 'vitest';
import { renderAppPage } from '../detail/appDetailSandbox';
import { HELLO, renderInSandboxApp, seedHelloStatus, viewsAsked } from './appStatusSandbox';
import { StatusPage } from './StatusPage';

vi.mock('@monaco-editor/react', () => import('@src/common/code/monacoStandIn'));
vi.mock('@schemas/code/monacoSetup', () => ({ monaco: {} }));

const graphCrash = vi.hoisted(() => ({ on: false }));

vi.mock('./graphs/ResourceGraphTab', () => ({
  ResourceGraphTab: (props: { envName: string; targetName?: string; componentName?: string }) => {
    if (graphCrash.on) throw new Error('layout failed');
    return (
      <p>{`Resource graph of ${props.envName}, ${props.targetName ?? 'all'}, ${props.componentName ?? 'all'}`}</p>
    );
  },
}));
vi.mock('./graphs/ApplicationGraphTab', () => ({
  ApplicationGraphTab: () => <p>Application graph</p>,
}));

const sandbox = setUpSandbox({ now: () => new Date('2024-05-03T09:15:00Z'), user: 'alice' });

const STATUS = '/applications/hello-world/envbinding/default/status';

/** The application's pages as their route draws them, at `path`. */
const render = (path = STATUS) => renderAppPage(sandbox, path);

beforeEach(async () => {
  graphCrash.on = false;
  await seedHelloStatus(sandbox);
});

describe("an environment's status page", () => {
  it('shows the status banner and opens on the resource graph', async () => {
    render();
    expect(await screen.findByText('Application is running')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Resource Graph' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('Resource graph of default, all, all')).toBeInTheDocument();
  });

  it("shows each component's health and the cloud instances on Overview, kept in the address", async () => {
    const { user } = render();
    await user.click(await screen.findByRole('tab', { name: 'Overview' }));
    const health = within(await screen.findByRole('region', { name: 'Components' }));
    // hello-world and bucket, and hello-world's traits scaler and gateway.
    expect(health.getAllByText('Healthy')).toHaveLength(4);
    expect(health.queryByText('UnHealthy')).not.toBeInTheDocument();
    const cloud = within(await screen.findByRole('region', { name: 'Cloud instances' }));
    expect(cloud.getByText('alibaba-oss')).toBeInTheDocument();
    expect(cloud.getByText('Available')).toBeInTheDocument();
    expect(cloud.getByText('cn-hongkong')).toBeInTheDocument();
    expect(viewsAsked(sandbox, 'cloud-resource-view')).toContainEqual({
      appName: 'hello-world',
      appNs: 'default',
    });
    expect(currentPath()).toBe(`${STATUS}?tab=overview`);
  });

  it("links a cloud instance's web address", async () => {
    const view = `/api/v1/query?velaql=${encodeURIComponent('cloud-resource-view{appName=hello-world,appNs=default}.status')}`;
    const stored = await sandbox.request<{ 'cloud-resources': { status: { apply: { outputs: object } } }[] }>(
      'GET',
      view,
    );
    const [bucket] = stored['cloud-resources'];
    const outputs = { ...bucket.status.apply.outputs, URL: { value: 'https://bucket-1.example.com' } };
    const withUrl = { ...bucket, status: { apply: { ...bucket.status.apply, outputs } } };
    // The sandbox's OSS outputs hold no http(s) address; this answer adds one, as a provider may.
    sandbox.answer('GET /api/v1/query', { body: { 'cloud-resources': [withUrl] } });
    render(`${STATUS}?tab=overview`);
    const cloud = within(await screen.findByRole('region', { name: 'Cloud instances' }));
    expect(cloud.getByRole('link', { name: 'https://bucket-1.example.com' })).toBeInTheDocument();
  });

  it('narrows the page to the target and component chosen, and keeps them in the address', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('combobox', { name: 'Component' }));
    await user.click(await screen.findByRole('option', { name: 'bucket' }));
    await user.click(screen.getByRole('combobox', { name: 'Target' }));
    await user.click(await screen.findByRole('option', { name: 'Default' }));
    expect(await screen.findByText('Resource graph of default, default, bucket')).toBeInTheDocument();
    expect(currentPath()).toBe(`${STATUS}?component=bucket&target=default`);
  });

  it('lists the service endpoints, linking only web addresses', async () => {
    await sandbox.request('POST', `${HELLO}/components`, {
      name: 'docs',
      componentType: 'webservice',
      properties: JSON.stringify({ image: 'nginx:1.25', ports: [{ port: 80, expose: true }] }),
      traits: [
        {
          type: 'gateway',
          properties: JSON.stringify({ domain: 'javascript:alert(1)//', http: { '/': 80 } }),
        },
      ],
    });
    await sandbox.request('POST', `${HELLO}/deploy`, { workflowName: 'workflow-default' });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Service Endpoint' }));
    const link = await screen.findByRole('link', { name: /^http:\/\/hello\.example\.com/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.getByText(/hello-world\.default/)).toBeInTheDocument();
    // The services of hello-world and docs.
    expect(screen.getAllByText('Inner')).toHaveLength(2);
    const script = screen.getByText(/^http:\/\/javascript:alert\(1\)/);
    expect(script).not.toHaveAttribute('href');
    expect(screen.getAllByRole('link')).not.toContain(script);
    expect(viewsAsked(sandbox, 'service-endpoints-view')).toContainEqual({
      appName: 'hello-world',
      appNs: 'default',
    });
  });

  it('shows what runs beside the latest configuration in the Diff drawer', async () => {
    const request = { compareLatestWithRunning: { env: 'default' } };
    const answer = await sandbox.request<{ baseAppYAML: string; targetAppYAML: string }>(
      'POST',
      `${HELLO}/compare`,
      request,
    );
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Diff' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Running vs latest configuration' }));
    const running = await drawer.findByRole<HTMLTextAreaElement>('textbox', { name: 'Running' });
    expect(running.value).toBe(answer.baseAppYAML);
    expect(running.value).toContain('nginx:1.25');
    const latest = drawer.getByRole<HTMLTextAreaElement>('textbox', { name: 'Latest configuration' });
    expect(latest.value).toBe(answer.targetAppYAML);
    expect(latest.value).toContain('nginx:1.26');
    expect(currentPath()).toBe(STATUS);
    expect(window.location.hash).toBe('#diff');
    expect(sandbox.sent(`POST ${HELLO}/compare`).at(-1)).toEqual(request);
  });

  it('recycles after the question and then says the environment is not deployed', async () => {
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Recycle' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(
      dialog.getByText('Are you sure you want to recycle the application form this environment?'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Recycle application environment success')).toBeInTheDocument();
    expect(await screen.findByText('The current environment has not been deployed.')).toBeInTheDocument();
    expect(screen.getByText('Not Deploy')).toBeInTheDocument();
    expect(sandbox.asked()).toContain(`POST ${HELLO}/envs/default/recycle`);
  });

  it('offers Deploy and Delete, not Recycle or Diff, when never deployed', async () => {
    await sandbox.request('POST', '/api/v1/applications', {
      name: 'fresh',
      project: 'default',
      envBinding: [{ name: 'default' }],
      component: {
        name: 'fresh',
        componentType: 'webservice',
        properties: JSON.stringify({ image: 'nginx:1.25' }),
      },
    });
    const { user } = render('/applications/fresh/envbinding/default/status');
    expect(await screen.findByText('Not Deploy')).toBeInTheDocument();
    expect(screen.getByText('Init')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Delete default' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recycle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Diff' })).not.toBeInTheDocument();
    const deployButtons = screen.getAllByRole('button', { name: 'Deploy' });
    await user.click(deployButtons[deployButtons.length - 1]);
    expect(await screen.findByRole('dialog', { name: 'Deploy Application' })).toBeInTheDocument();
  });

  it('shows a project viewer the status without Recycle or Diff', async () => {
    await sandbox.signIn('bob');
    render();
    expect(await screen.findByText('Application is running')).toBeInTheDocument();
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'Recycle' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Diff' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Service Endpoint' })).toBeInTheDocument();
  });

  it('says why the status could not be loaded, and loads it again on Retry', async () => {
    // A refusal the sandbox does not give for a bound environment.
    const recover = sandbox.answer(`GET ${HELLO}/envs/default/status`, {
      status: 400,
      body: { BusinessCode: 90004, Message: 'binding missing' },
    });
    const { user } = render();
    expect(await screen.findByText('binding missing(90004)')).toBeInTheDocument();
    recover();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Application is running')).toBeInTheDocument();
  });

  it('keeps the page when a graph crashes, and draws it again on Retry', async () => {
    graphCrash.on = true;
    // React reports the error the boundary caught; the test is about what the user sees instead.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => quiet.mockRestore());
    const { user } = render();
    expect(await screen.findByText('The resource graph could not be shown')).toBeInTheDocument();
    expect(screen.getByText('Application is running')).toBeInTheDocument();
    graphCrash.on = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Resource graph of default, all, all')).toBeInTheDocument();
  });
});

describe('recycling an application synced from a cluster', () => {
  it('warns that recycling deletes the application', async () => {
    await sandbox.request('POST', '/api/v1/applications', {
      name: 'synced-cart',
      project: 'default',
      envBinding: [{ name: 'default' }],
      labels: { 'app.oam.dev/source-of-truth': 'from-k8s-resource' },
      component: {
        name: 'cart',
        componentType: 'webservice',
        properties: JSON.stringify({ image: 'nginx:1.25' }),
      },
    });
    await sandbox.request('POST', '/api/v1/applications/synced-cart/deploy', {
      workflowName: 'workflow-default',
    });
    const { user } = await renderInSandboxApp(sandbox, <StatusPage />, {
      path: '/applications/synced-cart/envbinding/default/status',
      route: '/applications/:appName/envbinding/:envName/status',
    });
    await user.click(await screen.findByRole('button', { name: 'Recycle' }));
    expect(
      await screen.findByText(
        'This application is synchronizing from cluster, recycling from this environment means this application will be deleted.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(sandbox.asked()).toContain('POST /api/v1/applications/synced-cart/envs/default/recycle'),
    );
  });
});
