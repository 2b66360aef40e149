import { screen, waitFor, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown } from '@src/test/latency';
import { currentPath } from '@src/test/renderConsole';
import { renderPipelineList } from '@src/test/renderPipelineList';
import { adminUser, type FakeUser } from '@src/test/users';
import { pipelineProvider, release, shopAdmin } from '../shared/pipelineFakes';

const render = (path: string, user: FakeUser = shopAdmin, dataProvider = pipelineProvider()) => ({
  ...renderPipelineList(path, dataProvider, user),
  dataProvider,
});

/** The row whose Name(Alias) link reads `name`. */
async function rowOf(name: string) {
  const link = await screen.findByRole('link', { name });
  return within(link.closest('tr') as HTMLElement);
}

beforeEach(signIn);

describe('the pipeline list', () => {
  it("shows each pipeline's studio link, project, runs of the week and last run", async () => {
    render('/pipelines', adminUser);
    const row = await rowOf('release(Release)');
    expect(row.getByRole('link', { name: 'release(Release)' })).toHaveAttribute(
      'href',
      '/projects/shop/pipelines/release/studio',
    );
    expect(row.getByText('Ships the shop')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/projects/shop/summary');
    expect(
      row.getByRole('img', { name: 'Runs of the last 7 days: 3 in total, 2 succeeded' }),
    ).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'release-20261124101010123' })).toHaveAttribute(
      'href',
      '/projects/shop/pipelines/release/runs/release-20261124101010123',
    );
    expect(row.getByText('Succeeded')).toBeInTheDocument();
    const never = await rowOf('nightly');
    expect(never.getByText('This Pipeline never ran.')).toBeInTheDocument();
    expect(
      never.getByRole('img', { name: 'Runs of the last 7 days: 0 in total, 0 succeeded' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pipelines', level: 1 })).toBeInTheDocument();
  });

  it('filters by project and by text, both kept in the address', async () => {
    const { user, dataProvider } = render('/pipelines');
    await rowOf('nightly');
    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    await user.click(await screen.findByRole('option', { name: 'Data' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'release(Release)' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'nightly' })).toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenLastCalledWith(
      'pipelines',
      expect.objectContaining({ filter: { project: 'data' } }),
    );
    expect(currentPath()).toContain('project');

    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    await user.click(await screen.findByRole('option', { name: 'Shop' }));
    await user.type(screen.getByRole('textbox', { name: 'Search by name, alias or description' }), 'nothing');
    // On a busy machine the search may go out for a part of the text first: wait for the whole of it.
    await waitFor(() =>
      expect(dataProvider.getList).toHaveBeenLastCalledWith(
        'pipelines',
        expect.objectContaining({ filter: { project: 'shop', q: 'nothing' } }),
      ),
    );
    expect(await screen.findByText(/No Pipelines found/)).toBeInTheDocument();
  });

  it('offers writes only in the projects where the user may make them', async () => {
    render('/pipelines');
    const own = await rowOf('release(Release)');
    expect(await own.findByRole('button', { name: 'Clone release' })).toBeInTheDocument();
    expect(own.getByRole('button', { name: 'Remove release' })).toBeInTheDocument();
    expect(own.getByRole('button', { name: 'Contexts release' })).toBeInTheDocument();
    expect(own.getByRole('button', { name: 'Run release' })).toBeInTheDocument();
    const viewed = await rowOf('nightly');
    expect(await viewed.findByRole('button', { name: 'Contexts nightly' })).toBeInTheDocument();
    await allAnswersShown();
    expect(viewed.queryByRole('button', { name: /^(Run|Clone|Remove) / })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Pipeline' })).toBeInTheDocument();
  });

  it('removes a pipeline after the question, then says so', async () => {
    const { user, dataProvider } = render('/pipelines');
    await user.click(
      await (await rowOf('release(Release)')).findByRole('button', { name: 'Remove release' }),
    );
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Unrecoverable after deletion, are you sure to delete it?');
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The Pipeline removed successfully')).toBeInTheDocument();
    expect(dataProvider.deletePipeline).toHaveBeenCalledWith({ project: 'shop', pipeline: 'release' });
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'release(Release)' })).not.toBeInTheDocument(),
    );
  });

  it('runs a pipeline from its row with a context, then opens the run', async () => {
    const { user, dataProvider } = render('/pipelines');
    await user.click(await (await rowOf('release(Release)')).findByRole('button', { name: 'Run release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run Pipeline' });
    await user.click(await within(dialog).findByRole('radio', { name: /production/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(currentPath()).toBe('/projects/shop/pipelines/release/runs/release-20261125000000000'),
    );
    expect(dataProvider.runPipeline).toHaveBeenCalledWith(
      { project: 'shop', pipeline: 'release' },
      'production',
    );
  });

  it("lists a project's pipelines in its tab, without the project column", async () => {
    const { dataProvider } = render('/projects/shop/pipelines', adminUser, pipelineProvider([release]));
    const row = await rowOf('release(Release)');
    expect(row.queryByRole('link', { name: 'Shop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Project' })).not.toBeInTheDocument();
    expect(dataProvider.getList).toHaveBeenCalledWith(
      'pipelines',
      expect.objectContaining({ filter: { project: 'shop' } }),
    );
  });
});
