import { screen, waitFor, within } from '@testing-library/react';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { SOURCE_OF_TRUTH_LABEL } from '../shared/application';
import { seedAppList, storedNames } from './appListSandbox';
import { ApplicationList } from './ApplicationList';

const sandbox = setUpSandbox({ user: 'alice' });

const render = (path = '/applications') =>
  renderWithSandbox(sandbox, <ApplicationList />, { resource: 'applications', path });

const helloCard = async () => within(await screen.findByRole('article', { name: 'Hello World' }));

const updates = () => sandbox.asked().filter((asked) => asked.startsWith('PUT /api/v1/applications'));

beforeEach(() => seedAppList(sandbox));
afterEach(() => localStorage.removeItem('RaStoreVelaConsole.locale'));

describe('editing and deleting an application', () => {
  it('edits alias, description and labels with the name fixed and the hidden labels out of sight', async () => {
    const { user } = render();
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
    expect(await screen.findByRole('article', { name: 'Hello Shop' })).toBeInTheDocument();
    expect(updates()).toEqual(['PUT /api/v1/applications/hello-world']);
    const stored = await sandbox.request<{ alias: string; labels: object }>(
      'GET',
      '/api/v1/applications/hello-world',
    );
    expect(stored.alias).toBe('Hello Shop');
    expect(stored.labels).toEqual({
      team: 'web',
      [SOURCE_OF_TRUTH_LABEL]: 'from-velaux',
      'ux.oam.dev/owner': 'x',
    });
  });

  it('refuses a description over 128 characters and a label without a key, before any request', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = render('/applications#edit/hello-world');
    const form = within(await screen.findByRole('dialog', { name: '编辑应用' }));
    const description = await form.findByRole('textbox', { name: '描述' });
    await user.clear(description);
    await user.click(description);
    await user.paste('x'.repeat(129));
    await user.type(form.getByRole('textbox', { name: '标签' }), '{Enter}=x');
    await user.click(form.getByRole('button', { name: '保存' }));
    expect(await form.findByText('最多输入 128 个字符。')).toBeInTheDocument();
    expect(form.getByText('请输入标签键')).toBeInTheDocument();
    expect(updates()).toEqual([]);
  });

  it('deletes an application after the spec question, then says so', async () => {
    // recommendation was never deployed: the server deletes only such applications.
    await sandbox.signIn('grace');
    const { user } = render();
    const card = within(await screen.findByRole('article', { name: 'Recommendation' }));
    await user.click(await card.findByRole('button', { name: 'Delete recommendation' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Unrecoverable after deletion, are you sure to delete it?');
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Application deleted successfully')).toBeInTheDocument();
    expect(sandbox.asked()).toContain('DELETE /api/v1/applications/recommendation');
    expect(await storedNames(sandbox, 'team-shop')).not.toContain('recommendation');
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Recommendation' })).not.toBeInTheDocument(),
    );
  });
});
