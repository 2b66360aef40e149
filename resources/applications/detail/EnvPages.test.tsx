import { screen } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { renderAppPage } from '@src/test/renderAppPage';
import { currentPath } from '@src/test/renderConsole';
import { envStatusProvider } from '../envStatus/envStatusFakes';
import { appDeveloper, appDetailProvider, deployAnswer } from '../shared/appDetailFakes';

const render = (path: string, dataProvider = appDetailProvider()) => ({
  ...renderAppPage(path, dataProvider, appDeveloper),
  dataProvider,
});

beforeEach(signIn);

describe("an environment's pages", () => {
  it('open on the status page', async () => {
    render('/applications/hello-world/envbinding/dev', envStatusProvider({ deployed: false }));
    expect(await screen.findByText('Not Deploy')).toBeInTheDocument();
    expect(currentPath()).toBe('/applications/hello-world/envbinding/dev/status');
  });

  it('say an environment the application is not bound to does not exist', async () => {
    render('/applications/hello-world/envbinding/edge/status');
    expect(await screen.findByText('Environment edge does not exist')).toBeInTheDocument();
  });

  it("show a record's status and steps, read from the environment's latest records", async () => {
    const dataProvider = appDetailProvider();
    dataProvider.envRecords.mockImplementation(
      delayed(() => [
        {
          ...deployAnswer.record,
          status: 'executing',
          steps: [{ id: 's1', name: 'dev-target', alias: 'Deploy To dev', type: 'deploy', phase: 'running' }],
        },
      ]),
    );
    const name = deployAnswer.record.name;
    render(`/applications/hello-world/envbinding/dev/workflow/records/${name}`, dataProvider);
    expect(await screen.findByRole('heading', { name: `Workflow record ${name}` })).toBeInTheDocument();
    expect(screen.getByText('Executing')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /^Deploy To dev.*Running$/ })).toBeInTheDocument();
    expect(dataProvider.envRecords).toHaveBeenCalledWith('hello-world', 'dev', expect.anything());
  });
});
