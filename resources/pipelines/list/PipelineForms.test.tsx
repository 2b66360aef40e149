import { screen, waitFor, within } from '@testing-library/react';
import { currentPath } from '@src/test/renderConsole';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { contextsUrl, PASSWORD, seedPipelines, storedContexts } from '../shared/pipelineSandbox';
import { PipelineList } from './PipelineList';
import { PipelinesView } from './PipelinesView';

const sandbox = setUpSandbox({ demo: false });

const drawer = async (name: string) => within(await screen.findByRole('dialog', { name }));

const render = async (path: string, user = 'grace') => {
  await sandbox.signIn(user, PASSWORD);
  // A project's pipelines tab draws PipelinesView for that project.
  const project = /^\/projects\/([^/]+)\//.exec(path)?.[1];
  const ui = project ? <PipelinesView project={project} /> : <PipelineList />;
  return renderWithSandbox(sandbox, ui, { resource: 'pipelines', path });
};

const createsPipeline = (asked: string) => /^POST \/api\/v1\/projects\/\w+\/pipelines$/.test(asked);

const specOf = async (project: string, pipeline: string) =>
  (await sandbox.request<{ spec: unknown }>('GET', `/api/v1/projects/${project}/pipelines/${pipeline}`)).spec;

describe('New Pipeline', () => {
  beforeEach(() => seedPipelines(sandbox));

  it('offers only the projects where the user may create pipelines', async () => {
    const { user } = await render('/pipelines#create');
    const form = await drawer('New Pipeline');
    await user.click(await form.findByRole('combobox', { name: /^Project/ }));
    expect(await screen.findByRole('option', { name: 'Shop' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Data' })).not.toBeInTheDocument();
  });

  it('says what is wrong before anything is sent', async () => {
    const { user } = await render('/pipelines#create');
    const form = await drawer('New Pipeline');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('Please input a name')).toBeInTheDocument();
    expect(form.getByText('Please select a project')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Release Train');
    await user.type(form.getByRole('textbox', { name: 'Alias' }), 'R');
    await user.type(form.getByRole('textbox', { name: 'Description' }), 'x'.repeat(129));
    expect(await form.findByText('Please input a valid name')).toBeInTheDocument();
    expect(form.getByText('Enter a string of 2 to 64 characters.')).toBeInTheDocument();
    expect(form.getByText('Enter a description less than 128 characters.')).toBeInTheDocument();
    expect(sandbox.asked().filter(createsPipeline)).toEqual([]);
  });

  it('says so in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = await render('/pipelines#create');
    const form = await drawer('创建流水线');
    await user.click(form.getByRole('button', { name: '创建' }));
    expect(await form.findByText('请输入名称')).toBeInTheDocument();
    expect(form.getByText('请选择项目')).toBeInTheDocument();
  });

  it('creates a pipeline from the Observability Template with its default context, then opens the studio', async () => {
    const { user } = await render('/projects/shop/pipelines#create');
    const form = await drawer('New Pipeline');
    await waitFor(() => expect(form.getByRole('combobox', { name: /^Project/ })).toHaveTextContent('Shop'));
    expect(form.getByRole('combobox', { name: /^Step Mode/ })).toHaveTextContent('StepByStep');
    expect(form.getByRole('combobox', { name: /^Sub Step Mode/ })).toHaveTextContent('DAG');
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'o11y');
    await user.click(form.getByRole('combobox', { name: /^Template/ }));
    await user.click(await screen.findByRole('option', { name: 'Observability Template' }));
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Pipeline created successfully')).toBeInTheDocument();
    expect(sandbox.asked().filter(createsPipeline)).toEqual(['POST /api/v1/projects/shop/pipelines']);
    const spec = (await specOf('shop', 'o11y')) as { mode: unknown; steps: { type: string }[] };
    expect(spec.mode).toEqual({ steps: 'StepByStep', subSteps: 'DAG' });
    expect(spec.steps.map((step) => step.type)).toEqual([
      'addon-operation',
      'step-group',
      'step-group',
      'addon-operation',
    ]);
    expect(await storedContexts(sandbox, 'shop', 'o11y')).toEqual({
      default: [{ key: 'readConfig', value: 'false' }],
    });
    await waitFor(() => expect(currentPath()).toBe('/projects/shop/pipelines/o11y/studio'));
  });

  it('keeps what was typed and shows the refusal when the name is taken', async () => {
    const { user } = await render('/pipelines#create');
    const form = await drawer('New Pipeline');
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'release');
    await user.click(form.getByRole('combobox', { name: /^Project/ }));
    await user.click(await screen.findByRole('option', { name: 'Shop' }));
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('the pipeline is exist(17010)')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('release');
    expect(sandbox.asked()).not.toContain(`POST ${contextsUrl('shop', 'release')}`);
  });
});

describe('Clone Pipeline', () => {
  const releaseSpec = {
    mode: { steps: 'StepByStep', subSteps: 'DAG' },
    steps: [{ name: 'approve', type: 'suspend', alias: '', description: '', orderIndex: 0, dependsOn: [] }],
  };

  it('copies the steps and every context under the name {name}-clone', async () => {
    await seedPipelines(sandbox);
    await sandbox.request('PUT', '/api/v1/projects/shop/pipelines/release', {
      alias: 'Release',
      description: 'Ships the shop',
      spec: releaseSpec,
    });
    const { user } = await render('/pipelines');
    await user.click(await screen.findByRole('button', { name: 'Clone release' }));
    const form = await drawer('Clone Pipeline');
    expect(
      await form.findByText('Pipeline loaded successfully and is ready to clone. Includes 1 context'),
    ).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('release-clone');
    expect(form.getByRole('textbox', { name: 'Alias' })).toHaveValue('Release');
    await waitFor(() => expect(form.getByRole('combobox', { name: /^Project/ })).toHaveTextContent('Shop'));
    await user.click(form.getByRole('button', { name: 'Clone' }));
    expect(await screen.findByText('Pipeline cloned successfully')).toBeInTheDocument();
    expect(await specOf('shop', 'release-clone')).toEqual(await specOf('shop', 'release'));
    expect(await storedContexts(sandbox, 'shop', 'release-clone')).toEqual({
      production: [{ key: 'env', value: 'prod' }],
    });
    expect(await screen.findByRole('link', { name: 'release-clone(Release)' })).toBeInTheDocument();
  });

  const token = [{ key: 'GITHUB_TOKEN', value: 'ghp_clear' }];
  const reveal = `GET ${contextsUrl('shop', 'release')}?reveal=true`;

  it('copies the secrets of the contexts when the user may update them', async () => {
    await seedPipelines(sandbox, token);
    const { user } = await render('/pipelines#clone/shop%2Frelease');
    const form = await drawer('Clone Pipeline');
    await waitFor(() => expect(form.getByRole('combobox', { name: /^Project/ })).toHaveTextContent('Shop'));
    expect(form.queryByText('Hidden values are not copied: type them again.')).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Clone' }));
    expect(await screen.findByText('Pipeline cloned successfully')).toBeInTheDocument();
    expect(sandbox.asked()).toContain(reveal);
    expect(await storedContexts(sandbox, 'shop', 'release-clone')).toEqual({ production: token });
  });

  it('leaves the hidden values empty, and says so, for who may not update the contexts', async () => {
    await seedPipelines(sandbox, token);
    // cloner may read shop and create pipelines and contexts in it, but not update contexts.
    await sandbox.request('POST', '/api/v1/projects/shop/permissions', {
      name: 'clone',
      resources: ['project:shop/pipeline:*', 'project:shop/pipeline:*/context:*'],
      actions: ['create'],
      effect: 'Allow',
    });
    await sandbox.request('POST', '/api/v1/projects/shop/roles', {
      name: 'cloner',
      permissions: ['project-view', 'clone'],
    });
    await sandbox.request('POST', '/api/v1/users', {
      name: 'cloner',
      email: 'cloner@example.com',
      password: PASSWORD,
    });
    await sandbox.request('POST', '/api/v1/projects/shop/users', {
      userName: 'cloner',
      userRoles: ['cloner'],
    });
    const { user } = await render('/pipelines#clone/shop%2Frelease', 'cloner');
    const form = await drawer('Clone Pipeline');
    expect(await form.findByText('Hidden values are not copied: type them again.')).toBeInTheDocument();
    await waitFor(() => expect(form.getByRole('combobox', { name: /^Project/ })).toHaveTextContent('Shop'));
    await user.click(form.getByRole('button', { name: 'Clone' }));
    expect(await screen.findByText('Pipeline cloned successfully')).toBeInTheDocument();
    expect(sandbox.asked()).not.toContain(reveal);
    expect(await storedContexts(sandbox, 'shop', 'release-clone')).toEqual({
      production: [{ key: 'GITHUB_TOKEN', value: '' }],
    });
  });
});
