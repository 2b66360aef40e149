import { screen, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { onTestFinished, vi } from 'vitest';
import { AddonList } from '../AddonList';

// The demo platform, with its one registry, KubeVela.
const sandbox = setUpSandbox();

const REGISTRIES = '/api/v1/addon_registries';

/** The addon list with the manager its address opens (#registries), without the layout. */
const renderManager = () =>
  renderWithSandbox(sandbox, <AddonList />, { path: '/addons#registries', resource: 'addons' });

const storedRegistries = async () =>
  (await sandbox.request<{ registries: { name: string; helm?: { url: string } }[] }>('GET', REGISTRIES))
    .registries;

// A read still under way when a test ends would reach the sandbox after the next test's reset.
afterEach(() => allAnswersShown());

const openManager = async () => {
  const { user } = renderManager();
  const dialog = within(await screen.findByRole('dialog', { name: 'Registry Management' }));
  expect(await dialog.findByRole('cell', { name: 'KubeVela' })).toBeInTheDocument();
  return { user, dialog };
};

describe('the registry manager', () => {
  it('checks the form by the spec rules before sending anything', async () => {
    const { user, dialog } = await openManager();
    await user.click(await dialog.findByRole('button', { name: 'New' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Bad Name');
    await user.type(dialog.getByRole('textbox', { name: 'URL' }), 'javascript:alert(1)');
    await user.click(dialog.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Gitlab' }));
    await user.click(dialog.getByRole('textbox', { name: 'Token' }));
    await user.paste('t'.repeat(129));
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByText('Please enter a valid name')).toBeInTheDocument();
    expect(dialog.getByText('Please enter a valid github repo url')).toBeInTheDocument();
    expect(dialog.getByText('Please enter a repository name')).toBeInTheDocument();
    expect(dialog.getByText('The input string is too long')).toBeInTheDocument();
    expect(sandbox.asked()).not.toContain(`POST ${REGISTRIES}`);
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Bad Name');
  });

  it('adds a Helm registry and shows it in the table', async () => {
    const { user, dialog } = await openManager();
    await user.click(await dialog.findByRole('button', { name: 'New' }));
    expect(dialog.queryByRole('textbox', { name: 'Token' })).not.toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'my-charts');
    await user.type(dialog.getByRole('textbox', { name: 'URL' }), 'https://charts.example.com');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    expect(await dialog.findByRole('cell', { name: 'my-charts' })).toBeInTheDocument();
    expect(await screen.findByText('add success')).toBeInTheDocument();
    expect(sandbox.asked()).toContain(`POST ${REGISTRIES}`);
    expect(await storedRegistries()).toContainEqual({
      name: 'my-charts',
      helm: { url: 'https://charts.example.com' },
    });
  });

  it('removes a registry after asking', async () => {
    const { user, dialog } = await openManager();
    await user.click(await dialog.findByRole('button', { name: 'Remove KubeVela' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Please confirm' }));
    expect(confirm.getByText('Are you sure to delete?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('delete success')).toBeInTheDocument();
    expect(sandbox.asked()).toContain(`DELETE ${REGISTRIES}/KubeVela`);
    expect(await storedRegistries()).toEqual([]);
  });

  it('shows registries that cannot be drawn as failed in the dialog, keeps New, and draws them again on Retry', async () => {
    // React reports each error a boundary caught; the test is about what the user sees instead.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => quiet.mockRestore());
    // A registry as a server of another version could send it: an object where its address belongs.
    const malformed = { name: 'broken', helm: { url: { host: 'charts.example.com' } } };
    const mend = sandbox.answer(`GET ${REGISTRIES}`, { body: { registries: [malformed] } });
    const { user } = renderManager();
    const dialog = within(await screen.findByRole('dialog', { name: 'Registry Management' }));
    const failure = await dialog.findByRole('alert');
    expect(failure).toHaveTextContent('Addon registries could not be shown');
    await user.click(dialog.getByRole('button', { name: 'New' }));
    expect(dialog.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();

    mend();
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await dialog.findByRole('cell', { name: 'KubeVela' })).toBeInTheDocument();
    expect(dialog.queryByText('Addon registries could not be shown')).not.toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });
});
