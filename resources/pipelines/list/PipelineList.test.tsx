import { screen, waitFor, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { currentPath } from '@src/test/renderConsole';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { PASSWORD, runReleaseThrice, seedPipelines } from '../shared/pipelineSandbox';
import { PipelineList } from './PipelineList';
import { PipelinesView } from './PipelinesView';

const sandbox = setUpSandbox({ demo: false });

const render = async (path: string, user: string | null = 'grace') => {
  if (user) await sandbox.signIn(user, PASSWORD);
  // A project's pipelines tab draws PipelinesView for that project.
  const project = /^\/projects\/([^/]+)\//.exec(path)?.[1];
  const ui = project ? <PipelinesView project={project} /> : <PipelineList />;
  return renderWithSandbox(sandbox, ui, { resource: 'pipelines', path });
};

/** The row whose Name(Alias) link reads `name`. */
async function rowOf(name: string) {
  const link = await screen.findByRole('link', { name });
  return within(link.closest('tr') as HTMLElement);
}

const listAsked = () => sandbox.asked().filter((asked) => asked.startsWith('GET /api/v1/pipelines'));

beforeEach(() => seedPipelines(sandbox));

describe('the pipeline list', () => {
  it("shows each pipeline's studio link, project, runs of the week and last run", async () => {
    const newest = await runReleaseThrice(sandbox);
    await render('/pipelines', null);
    const row = await rowOf('release(Release)');
    expect(row.getByRole('link', { name: 'release(Release)' })).toHaveAttribute(
      'href',
      '/projects/shop/pipelines/release/studio',
    );
    expect(row.getByText('Ships the shop')).toBeInTheDocument();
    expect(row.getByRole('link', { name: 'Shop' })).toHaveAttribute('href', '/projects/shop/summary');
    expect(
      await row.findByRole('img', { name: 'Runs of the last 7 days: 3 in total, 2 succeeded' }),
    ).toBeInTheDocument();
    expect(row.getByRole('link', { name: newest })).toHaveAttribute(
      'href',
      `/projects/shop/pipelines/release/runs/${newest}`,
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
    const { user } = await render('/pipelines');
    await rowOf('nightly');
    await user.click(await screen.findByRole('combobox', { name: 'Project' }));
    await user.click(await screen.findByRole('option', { name: 'Data' }));
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'release(Release)' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: 'nightly' })).toBeInTheDocument();
    expect(listAsked().at(-1)).toMatch(/[?&]projectName=data(&|$)/);
    expect(listAsked().at(-1)).not.toMatch(/query=/);
    expect(currentPath()).toContain('project');

    await user.click(screen.getByRole('combobox', { name: 'Project' }));
    await user.click(await screen.findByRole('option', { name: 'Shop' }));
    await user.type(screen.getByRole('textbox', { name: 'Search by name, alias or description' }), 'nothing');
    // On a busy machine the search may go out for a part of the text first: wait for the whole of it.
    await waitFor(() =>
      expect(listAsked().at(-1)).toMatch(
        /[?&]projectName=shop&.*query=nothing(&|$)|[?&]query=nothing&.*projectName=shop(&|$)/,
      ),
    );
    expect(await screen.findByText(/No Pipelines found/)).toBeInTheDocument();
  });

  it('offers writes only in the projects where the user may make them', async () => {
    await render('/pipelines');
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
    const { user } = await render('/pipelines');
    await user.click(
      await (await rowOf('release(Release)')).findByRole('button', { name: 'Remove release' }),
    );
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Unrecoverable after deletion, are you sure to delete it?');
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The Pipeline removed successfully')).toBeInTheDocument();
    expect(sandbox.asked()).toContain('DELETE /api/v1/projects/shop/pipelines/release');
    const left = await sandbox.request<{ pipelines: { name: string }[] }>('GET', '/api/v1/pipelines');
    expect(left.pipelines.map((pipeline) => pipeline.name)).toEqual(['nightly']);
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: 'release(Release)' })).not.toBeInTheDocument(),
    );
  });

  it('runs a pipeline from its row with a context, then opens the run', async () => {
    const { user } = await render('/pipelines');
    await user.click(await (await rowOf('release(Release)')).findByRole('button', { name: 'Run release' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run Pipeline' });
    await user.click(await within(dialog).findByRole('radio', { name: /production/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(currentPath()).toMatch(/^\/projects\/shop\/pipelines\/release\/runs\/release-\d+$/),
    );
    const url = '/api/v1/projects/shop/pipelines/release/runs';
    const { runs } = await sandbox.request<{ runs: { pipelineRunName: string; contextName: string }[] }>(
      'GET',
      url,
    );
    expect(runs).toEqual([expect.objectContaining({ contextName: 'production' })]);
    expect(currentPath()).toBe(`/projects/shop/pipelines/release/runs/${runs[0].pipelineRunName}`);
  });

  it("lists a project's pipelines in its tab, without the project column", async () => {
    await render('/projects/shop/pipelines', null);
    const row = await rowOf('release(Release)');
    expect(row.queryByRole('link', { name: 'Shop' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Project' })).not.toBeInTheDocument();
    expect(listAsked()).toContainEqual(expect.stringMatching(/[?&]projectName=shop(&|$)/));
  });
});
