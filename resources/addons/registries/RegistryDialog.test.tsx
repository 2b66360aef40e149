import { screen, waitFor, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { renderConsole } from '@src/test/renderConsole';
import { addonProvider } from '../addonFakes';

const FIRST_RENDER = { timeout: 20_000 };

beforeEach(signIn);

const openManager = async () => {
  const dataProvider = addonProvider();
  const { user } = renderConsole('/addons#registries', { dataProvider });
  const dialog = within(await screen.findByRole('dialog', { name: 'Registry Management' }, FIRST_RENDER));
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
});
