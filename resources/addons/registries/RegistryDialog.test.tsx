import { screen, waitFor, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { renderKit } from '@src/test/renderKit';
import { onTestFinished, vi } from 'vitest';
import { addonProvider } from '../addonFakes';
import { AddonList } from '../AddonList';

/** The addon list with the manager its address opens (#registries), without the layout. */
const renderManager = (dataProvider: ReturnType<typeof addonProvider>) =>
  renderKit(<AddonList />, { path: '/addons#registries', resource: 'addons', dataProvider });

beforeEach(signIn);

const openManager = async () => {
  const dataProvider = addonProvider();
  const { user } = renderManager(dataProvider);
  const dialog = within(await screen.findByRole('dialog', { name: 'Registry Management' }));
  expect(await dialog.findByRole('cell', { name: 'KubeVela' })).toBeInTheDocument();
  return { dataProvider, user, dialog };
};

describe('the registry manager', () => {
  it('checks the form by the spec rules before sending anything', async () => {
    const { dataProvider, user, dialog } = await openManager();
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
    expect(dataProvider.create).not.toHaveBeenCalled();
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Bad Name');
  });

  it('adds a Helm registry and shows it in the table', async () => {
    const { dataProvider, user, dialog } = await openManager();
    await user.click(await dialog.findByRole('button', { name: 'New' }));
    expect(dialog.queryByRole('textbox', { name: 'Token' })).not.toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'my-charts');
    await user.type(dialog.getByRole('textbox', { name: 'URL' }), 'https://charts.example.com');
    await user.click(dialog.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(dataProvider.create).toHaveBeenCalledWith(
        'addonRegistries',
        expect.objectContaining({ data: expect.objectContaining({ name: 'my-charts', type: 'Helm' }) }),
      ),
    );
    expect(await dialog.findByRole('cell', { name: 'my-charts' })).toBeInTheDocument();
    expect(await screen.findByText('add success')).toBeInTheDocument();
  });

  it('removes a registry after asking', async () => {
    const { dataProvider, user, dialog } = await openManager();
    await user.click(await dialog.findByRole('button', { name: 'Remove KubeVela' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Please confirm' }));
    expect(confirm.getByText('Are you sure to delete?')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith(
        'addonRegistries',
        expect.objectContaining({ id: 'KubeVela' }),
      ),
    );
    expect(await screen.findByText('delete success')).toBeInTheDocument();
  });

  it('shows registries that cannot be drawn as failed in the dialog, keeps New, and draws them again on Retry', async () => {
    // React reports each error a boundary caught; the test is about what the user sees instead.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => quiet.mockRestore());
    const dataProvider = addonProvider();
    const answer = dataProvider.getList.getMockImplementation()!;
    const server = { broken: true };
    // A registry as a server of another version could send it: an object where its address belongs.
    const malformed = {
      id: 'broken',
      name: 'broken',
      helm: { url: { host: 'charts.example.com' } },
    } as never;
    dataProvider.getList.mockImplementation((resource: string) =>
      resource === 'addonRegistries' && server.broken
        ? delayed(() => ({ data: [malformed], total: 1 }))()
        : answer(resource),
    );
    const { user } = renderManager(dataProvider);
    const dialog = within(await screen.findByRole('dialog', { name: 'Registry Management' }));
    const failure = await dialog.findByRole('alert');
    expect(failure).toHaveTextContent('Addon registries could not be shown');
    await user.click(dialog.getByRole('button', { name: 'New' }));
    expect(dialog.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();

    server.broken = false;
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await dialog.findByRole('cell', { name: 'KubeVela' })).toBeInTheDocument();
    expect(dialog.queryByText('Addon registries could not be shown')).not.toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Name' })).toBeInTheDocument();
  });
});
