import { screen, waitFor, within } from '@testing-library/react';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { renderKit } from '@src/test/renderKit';
import { developerUser } from '@src/test/users';
import { appProvider } from '../shared/appFakes';
import { ApplicationList } from './ApplicationList';

const render = (path = '/applications') => {
  const dataProvider = appProvider();
  return {
    dataProvider,
    ...renderKit(<ApplicationList />, {
      path,
      resource: 'applications',
      dataProvider,
      authProvider: fakeAuthProvider({ user: developerUser }),
    }),
  };
};

const helloCard = async () => within(await screen.findByRole('article', { name: 'Hello World' }));

beforeEach(signIn);
afterEach(() => localStorage.removeItem('RaStoreVelaConsole.locale'));

describe('editing and deleting an application', () => {
  it('edits alias, description and labels with the name fixed and the hidden labels out of sight', async () => {
    const { user, dataProvider } = render();
    await user.click(await (await helloCard()).findByRole('button', { name: 'Edit hello-world' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Application' }));
    expect(await form.findByRole('textbox', { name: 'Name' })).toBeDisabled();
    const labels = form.getByRole('textbox', { name: 'Labels' });
    expect(labels).toHaveValue('team=shop\ntier=web');
    await user.clear(form.getByRole('textbox', { name: 'Alias' }));
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'Hello Shop');
    await user.clear(labels);
    await user.type(labels, 'team=web');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Application updated successfully')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'applications',
      expect.objectContaining({
        id: 'hello-world',
        data: expect.objectContaining({ alias: 'Hello Shop', labels: { team: 'web' } }),
      }),
    );
  });

  it('refuses a description over 128 characters and a label without a key, before any request', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user, dataProvider } = render('/applications#edit/hello-world');
    const form = within(await screen.findByRole('dialog', { name: '编辑应用' }));
    const description = await form.findByRole('textbox', { name: '描述' });
    await user.clear(description);
    await user.click(description);
    await user.paste('x'.repeat(129));
    await user.type(form.getByRole('textbox', { name: '标签' }), '{Enter}=x');
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('最多输入 128 个字符。')).toBeInTheDocument();
    expect(form.getByText('请输入标签键')).toBeInTheDocument();
    expect(dataProvider.update).not.toHaveBeenCalled();
  });

  it('deletes an application after the spec question, then says so', async () => {
    const { user, dataProvider } = render();
    await user.click(await (await helloCard()).findByRole('button', { name: 'Delete hello-world' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Unrecoverable after deletion, are you sure to delete it?');
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Application deleted successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(dataProvider.delete).toHaveBeenCalledWith(
        'applications',
        expect.objectContaining({ id: 'hello-world' }),
      ),
    );
  });
});
