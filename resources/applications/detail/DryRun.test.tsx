import { screen, within } from '@testing-library/react';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { vi } from 'vitest';
import { APP_URL, renderAppPage, seedHelloWorld } from './appDetailSandbox';

vi.mock('@monaco-editor/react', () => import('@src/common/code/monacoStandIn'));
vi.mock('@schemas/code/monacoSetup', () => ({ monaco: {} }));

const sandbox = setUpSandbox({ user: 'alice' });

beforeEach(() => seedHelloWorld(sandbox));

describe('a dry run from the deploy dialog', () => {
  it('shows the YAML of a passed dry run, and the message of a failed one with a review link', async () => {
    const { user } = renderAppPage(sandbox, '/applications/hello-world/config#deploy');
    const dialog = within(await screen.findByRole('dialog', { name: 'Deploy Application' }));
    await dialog.findByRole('radiogroup', { name: 'Workflow' });
    await user.click(dialog.getByRole('button', { name: 'DryRun' }));
    expect(await dialog.findByText('Dry run passed: the application renders as below')).toBeInTheDocument();
    const yaml = await dialog.findByRole<HTMLTextAreaElement>('textbox', {
      name: 'Dry run passed: the application renders as below',
    });
    expect(yaml.value).toContain('# Application(hello-world)');
    expect(sandbox.sent(`POST ${APP_URL}/dry-run`)).toEqual([
      { dryRunType: 'APP', workflow: 'workflow-dev', env: 'dev', version: '' },
    ]);
    await sandbox.request('PUT', `${APP_URL}/components/hello-world`, { properties: '{}' });
    await user.click(dialog.getByRole('button', { name: 'DryRun' }));
    expect(
      await dialog.findByText(/component hello-world: parameter "image" is required/),
    ).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Review the application configuration' })).toHaveAttribute(
      'href',
      '/applications/hello-world/config',
    );
  });
});
