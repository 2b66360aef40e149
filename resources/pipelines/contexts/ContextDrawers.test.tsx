import { screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { currentPath } from '@src/test/renderConsole';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { PipelineList } from '../list/PipelineList';
import { contextsUrl, PASSWORD, seedPipelines, storedContexts } from '../shared/pipelineSandbox';

const sandbox = setUpSandbox({ demo: false });

const drawer = async (name: string) => within(await screen.findByRole('dialog', { name }));

const render = async (path: string, user = 'grace') => {
  await sandbox.signIn(user, PASSWORD);
  return renderWithSandbox(sandbox, <PipelineList />, { resource: 'pipelines', path });
};

const releaseContexts = contextsUrl('shop', 'release');

const withToken = [
  { key: 'env', value: 'prod' },
  { key: 'GITHUB_TOKEN', value: 'ghp_clear' },
];

describe("a pipeline's contexts", () => {
  beforeEach(() => seedPipelines(sandbox));

  it('lists each context with its key=value pairs, opened from the row', async () => {
    const { user } = await render('/pipelines');
    await user.click(await screen.findByRole('button', { name: 'Contexts release' }));
    const list = await drawer('Contexts of release');
    expect(await list.findByRole('cell', { name: 'production' })).toBeInTheDocument();
    expect(list.getByText('env=prod')).toBeInTheDocument();
    expect(currentPath()).toBe('/pipelines');
    expect(window.location.hash).toBe('#contexts/shop%2Frelease');
  });

  it('asks for a name and at least one value before creating a context', async () => {
    const { user } = await render('/pipelines#contexts/shop%2Frelease');
    const list = await drawer('Contexts of release');
    await user.click(await list.findByRole('button', { name: 'New Context' }));
    const form = await drawer('New Context');
    // the row's Remove shows on hover
    await user.click(form.getByLabelText('Remove'));
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('You must input a context name')).toBeInTheDocument();
    expect(form.getByText('You must input at least one value')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Staging!');
    expect(await form.findByText('You must input a valid name')).toBeInTheDocument();
    expect(sandbox.asked()).not.toContain(`POST ${releaseContexts}`);
  });

  it('creates a context, then shows it in the list', async () => {
    const { user } = await render('/pipelines#newContext/shop%2Frelease');
    const form = await drawer('New Context');
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'staging');
    await user.type(form.getByRole('textbox', { name: /^Key/ }), 'region');
    await user.type(form.getByRole('textbox', { name: 'Value' }), 'eu');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The Pipeline context created successfully')).toBeInTheDocument();
    expect((await storedContexts(sandbox, 'shop', 'release')).staging).toEqual([
      { key: 'region', value: 'eu' },
    ]);
    const list = await drawer('Contexts of release');
    expect(await list.findByText('region=eu')).toBeInTheDocument();
  });

  it('edits the values of a context whose name stays, and clones one as {name}-clone', async () => {
    const { user } = await render('/pipelines#contexts/shop%2Frelease');
    const list = await drawer('Contexts of release');
    await user.click(await list.findByRole('button', { name: 'Edit production' }));
    const edit = await drawer('Edit Context production');
    expect(edit.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    const value = edit.getByRole('textbox', { name: 'Value' });
    await user.clear(value);
    await user.type(value, 'prod-2');
    await user.click(edit.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The Pipeline context updated successfully')).toBeInTheDocument();
    expect(sandbox.asked()).toContain(`PUT ${releaseContexts}/production`);
    expect((await storedContexts(sandbox, 'shop', 'release')).production).toEqual([
      { key: 'env', value: 'prod-2' },
    ]);

    const back = await drawer('Contexts of release');
    await user.click(await back.findByRole('button', { name: 'Clone production' }));
    const clone = await drawer('Clone Context production');
    expect(clone.getByRole('textbox', { name: /^Name/ })).toHaveValue('production-clone');
    await user.click(clone.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The Pipeline context created successfully')).toBeInTheDocument();
    expect((await storedContexts(sandbox, 'shop', 'release'))['production-clone']).toEqual([
      { key: 'env', value: 'prod-2' },
    ]);
  });

  it('removes a context after the question', async () => {
    const { user } = await render('/pipelines#contexts/shop%2Frelease');
    const list = await drawer('Contexts of release');
    await user.click(await list.findByRole('button', { name: 'Remove production' }));
    const question = await screen.findByRole('dialog', { name: 'Please confirm' });
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The Pipeline context removed successfully')).toBeInTheDocument();
    expect(sandbox.asked()).toContain(`DELETE ${releaseContexts}/production`);
    expect(await storedContexts(sandbox, 'shop', 'release')).not.toHaveProperty('production');
    await waitFor(() => expect(list.queryByRole('cell', { name: 'production' })).not.toBeInTheDocument());
  });

  it('shows a project viewer the contexts without any write', async () => {
    await sandbox.request('POST', contextsUrl('data', 'nightly'), {
      name: 'nightly',
      values: [{ key: 'day', value: 'mon' }],
    });
    await render('/pipelines#contexts/data%2Fnightly');
    const list = await drawer('Contexts of nightly');
    expect(await list.findByText('day=mon')).toBeInTheDocument();
    await allAnswersShown();
    expect(list.queryByRole('button', { name: /New Context|Edit|Clone|Remove/ })).not.toBeInTheDocument();
  });
});

describe("a pipeline's secret context values", () => {
  beforeEach(() => seedPipelines(sandbox, withToken));

  it('hides a secret value, and reveals it for who may update the contexts', async () => {
    const { user } = await render('/pipelines#contexts/shop%2Frelease');
    const list = await drawer('Contexts of release');
    expect(await list.findByText('env=prod')).toBeInTheDocument();
    expect(list.getByRole('img', { name: 'Hidden value' })).toBeInTheDocument();
    expect(list.queryByText(/ghp_clear/)).not.toBeInTheDocument();
    await user.click(await list.findByRole('button', { name: 'Reveal GITHUB_TOKEN' }));
    expect(await list.findByText('ghp_clear')).toBeInTheDocument();
    expect(sandbox.asked()).toContain(`GET ${releaseContexts}?reveal=true`);
  });

  it('shows a project viewer a secret value hidden, with no Reveal', async () => {
    await render('/pipelines#contexts/shop%2Frelease', 'bob');
    const list = await drawer('Contexts of release');
    expect(await list.findByRole('img', { name: 'Hidden value' })).toBeInTheDocument();
    await allAnswersShown();
    expect(list.queryByRole('button', { name: /Reveal/ })).not.toBeInTheDocument();
    expect(sandbox.asked()).not.toContain(`GET ${releaseContexts}?reveal=true`);
  });

  it('sends a hidden value back as it came on edit, and leaves it empty in a clone', async () => {
    const { user } = await render('/pipelines#editContext/shop%2Frelease%2Fproduction');
    const edit = await drawer('Edit Context production');
    await user.click(await edit.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The Pipeline context updated successfully')).toBeInTheDocument();
    const [, init] = sandbox.fetch.mock.calls.find(([, options]) => options?.method === 'PUT') ?? [];
    expect(JSON.parse(String(init?.body))).toMatchObject({
      values: [
        { key: 'env', value: 'prod' },
        { key: 'GITHUB_TOKEN', value: '******' },
      ],
    });
    expect((await storedContexts(sandbox, 'shop', 'release')).production).toEqual(withToken);

    const list = await drawer('Contexts of release');
    await user.click(await list.findByRole('button', { name: 'Clone production' }));
    const clone = await drawer('Clone Context production');
    expect(clone.getByText('Hidden values are not copied: type them again.')).toBeInTheDocument();
    expect(
      clone.getAllByRole('textbox', { name: 'Value' }).map((input) => (input as HTMLInputElement).value),
    ).toEqual(['prod', '']);
  });
});
