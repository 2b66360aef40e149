import { screen } from '@testing-library/react';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { APP_URL, currentPath, newestRecord, renderAppPage, seedHelloWorld } from './appDetailSandbox';

const sandbox = setUpSandbox({ user: 'alice' });

const render = (path: string) => renderAppPage(sandbox, path);

beforeEach(() => seedHelloWorld(sandbox));

describe("an environment's pages", () => {
  it('open on the status page', async () => {
    render('/applications/hello-world/envbinding/prod');
    expect(await screen.findByText('Not Deploy')).toBeInTheDocument();
    expect(currentPath()).toBe('/applications/hello-world/envbinding/prod/status');
  });

  it('say an environment the application is not bound to does not exist', async () => {
    render('/applications/hello-world/envbinding/edge/status');
    expect(await screen.findByText('Environment edge does not exist')).toBeInTheDocument();
  });

  it("show a record's status and steps, read from the environment's latest records", async () => {
    const name = await newestRecord(sandbox);
    render(`/applications/hello-world/envbinding/dev/workflow/records/${name}`);
    expect(await screen.findByRole('heading', { name: `Workflow record ${name}` })).toBeInTheDocument();
    expect(screen.getByText('Succeeded')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Deploy To dev.*Succeeded$/ })).toBeInTheDocument();
    expect(sandbox.asked()).toContainEqual(expect.stringMatching(`^GET ${APP_URL}/envs/dev/records`));
  });
});
