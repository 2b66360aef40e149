import { screen, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { renderAppPage } from '@src/test/renderAppPage';
import { vi } from 'vitest';
import { appDeveloper, appDetailProvider } from '../shared/appDetailFakes';

vi.mock('@monaco-editor/react', () => import('@src/common/code/monacoStandIn'));
vi.mock('@schemas/code/monacoSetup', () => ({ monaco: {} }));

beforeEach(signIn);

describe('a dry run from the deploy dialog', () => {
  it('shows the YAML of a passed dry run, and the message of a failed one with a review link', async () => {
    const dataProvider = appDetailProvider();
    const { user } = renderAppPage('/applications/hello-world/config#deploy', dataProvider, appDeveloper);
    const dialog = within(await screen.findByRole('dialog', { name: 'Deploy Application' }));
    await dialog.findByRole('radiogroup', { name: 'Workflow' });
    await user.click(dialog.getByRole('button', { name: 'DryRun' }));
    expect(await dialog.findByText('Dry run passed: the application renders as below')).toBeInTheDocument();
    const yaml = await dialog.findByRole<HTMLTextAreaElement>('textbox', {
      name: 'Dry run passed: the application renders as below',
    });
    expect(yaml.value).toContain('# Application(hello-world)');
    expect(dataProvider.dryRunApplication).toHaveBeenCalledWith(
      'hello-world',
      { dryRunType: 'APP', workflow: 'workflow-dev', env: 'dev', version: '' },
      expect.anything(),
    );
    dataProvider.dryRunApplication.mockImplementation(
      delayed(() => ({ success: false, yaml: '', message: 'component web: image is required' })),
    );
    await user.click(dialog.getByRole('button', { name: 'DryRun' }));
    expect(await dialog.findByText(/component web: image is required/)).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Review the application configuration' })).toHaveAttribute(
      'href',
      '/applications/hello-world/config',
    );
  });
});
