import { screen, waitFor, within } from '@testing-library/react';
import { signIn } from '@src/test/fakeAuthProvider';
import { currentPath } from '@src/test/renderConsole';
import { renderPipelineList } from '@src/test/renderPipelineList';
import type { FakeUser } from '@src/test/users';
import { pipelineProvider, shopAdmin } from '../shared/pipelineFakes';

const drawer = async (name: string) => within(await screen.findByRole('dialog', { name }));

const render = (path: string, user: FakeUser = shopAdmin, dataProvider = pipelineProvider()) => ({
  ...renderPipelineList(path, dataProvider, user),
  dataProvider,
});

beforeEach(signIn);

describe('New Pipeline', () => {
  it('offers only the projects where the user may create pipelines', async () => {
    const { user } = render('/pipelines#create');
    const form = await drawer('New Pipeline');
    await user.click(await form.findByRole('combobox', { name: /^Project/ }));
    expect(await screen.findByRole('option', { name: 'Shop' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Data' })).not.toBeInTheDocument();
  });

  it('says what is wrong before anything is sent', async () => {
    const { user, dataProvider } = render('/pipelines#create');
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
    expect(dataProvider.createPipeline).not.toHaveBeenCalled();
  });

  it('says so in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = render('/pipelines#create');
    const form = await drawer('创建流水线');
    await user.click(form.getByRole('button', { name: '创建' }));
    expect(await form.findByText('请输入名称')).toBeInTheDocument();
    expect(form.getByText('请选择项目')).toBeInTheDocument();
  });

  it('creates a pipeline from the Observability Template with its default context, then opens the studio', async () => {
    const { user, dataProvider } = render('/projects/shop/pipelines#create');
    const form = await drawer('New Pipeline');
    await waitFor(() => expect(form.getByRole('combobox', { name: /^Project/ })).toHaveTextContent('Shop'));
    expect(form.getByRole('combobox', { name: /^Step Mode/ })).toHaveTextContent('StepByStep');
    expect(form.getByRole('combobox', { name: /^Sub Step Mode/ })).toHaveTextContent('DAG');
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'o11y');
    await user.click(form.getByRole('combobox', { name: /^Template/ }));
    await user.click(await screen.findByRole('option', { name: 'Observability Template' }));
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Pipeline created successfully')).toBeInTheDocument();
    const [project, body] = dataProvider.createPipeline.mock.calls[0];
    expect(project).toBe('shop');
    expect(body).toMatchObject({ name: 'o11y', spec: { mode: { steps: 'StepByStep', subSteps: 'DAG' } } });
    expect(body.spec.steps?.map((step) => step.type)).toEqual([
      'addon-operation',
      'step-group',
      'step-group',
      'addon-operation',
    ]);
    expect(dataProvider.createPipelineContext).toHaveBeenCalledWith(
      { project: 'shop', pipeline: 'o11y' },
      { name: 'default', values: [{ key: 'readConfig', value: 'false' }] },
      expect.anything(),
    );
    await waitFor(() => expect(currentPath()).toBe('/projects/shop/pipelines/o11y/studio'));
  });

  it('keeps what was typed and shows the refusal when the name is taken', async () => {
    const { user, dataProvider } = render('/pipelines#create');
    const form = await drawer('New Pipeline');
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'release');
    await user.click(form.getByRole('combobox', { name: /^Project/ }));
    await user.click(await screen.findByRole('option', { name: 'Shop' }));
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('pipeline name is exist(17010)')).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: /^Name/ })).toHaveValue('release');
    expect(dataProvider.createPipelineContext).not.toHaveBeenCalled();
  });
});

describe('Clone Pipeline', () => {
  it('copies the steps and every context under the name {name}-clone', async () => {
    const dataProvider = pipelineProvider();
    dataProvider.stored.specs['shop/release'] = {
      mode: { steps: 'StepByStep', subSteps: 'DAG' },
      steps: [{ name: 'approve', type: 'suspend', alias: '', description: '', orderIndex: 0, dependsOn: [] }],
    };
    const { user } = render('/pipelines', shopAdmin, dataProvider);
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
    expect(dataProvider.createPipeline).toHaveBeenCalledWith(
      'shop',
      expect.objectContaining({ name: 'release-clone', spec: dataProvider.stored.specs['shop/release'] }),
      expect.anything(),
    );
    expect(dataProvider.createPipelineContext).toHaveBeenCalledWith(
      { project: 'shop', pipeline: 'release-clone' },
      { name: 'production', values: [{ key: 'env', value: 'prod' }] },
      expect.anything(),
    );
    expect(await screen.findByRole('link', { name: 'release-clone(Release)' })).toBeInTheDocument();
  });

  const withToken = () =>
    pipelineProvider(undefined, {
      'shop/release': { production: [{ key: 'GITHUB_TOKEN', value: 'ghp_clear' }] },
    });

  it('copies the secrets of the contexts when the user may update them', async () => {
    const { user, dataProvider } = render('/pipelines#clone/shop%2Frelease', shopAdmin, withToken());
    const form = await drawer('Clone Pipeline');
    await waitFor(() => expect(form.getByRole('combobox', { name: /^Project/ })).toHaveTextContent('Shop'));
    expect(form.queryByText('Hidden values are not copied: type them again.')).not.toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Clone' }));
    expect(await screen.findByText('Pipeline cloned successfully')).toBeInTheDocument();
    expect(dataProvider.revealContextChoices).toHaveBeenCalled();
    expect(dataProvider.createPipelineContext).toHaveBeenCalledWith(
      { project: 'shop', pipeline: 'release-clone' },
      { name: 'production', values: [{ key: 'GITHUB_TOKEN', value: 'ghp_clear' }] },
      expect.anything(),
    );
  });

  it('leaves the hidden values empty, and says so, for who may not update the contexts', async () => {
    const cloner: FakeUser = {
      ...shopAdmin,
      name: 'cloner',
      projectPermissions: {
        shop: [
          ...(shopAdmin.projectPermissions?.shop ?? []).filter(({ name }) => name !== 'pipeline-management'),
          { name: 'clone', resources: ['project:shop/pipeline:*'], actions: ['create'], effect: 'Allow' },
        ],
      },
    };
    const { user, dataProvider } = render('/pipelines#clone/shop%2Frelease', cloner, withToken());
    const form = await drawer('Clone Pipeline');
    expect(await form.findByText('Hidden values are not copied: type them again.')).toBeInTheDocument();
    await waitFor(() => expect(form.getByRole('combobox', { name: /^Project/ })).toHaveTextContent('Shop'));
    await user.click(form.getByRole('button', { name: 'Clone' }));
    expect(await screen.findByText('Pipeline cloned successfully')).toBeInTheDocument();
    expect(dataProvider.revealContextChoices).not.toHaveBeenCalled();
    expect(dataProvider.createPipelineContext).toHaveBeenCalledWith(
      { project: 'shop', pipeline: 'release-clone' },
      { name: 'production', values: [{ key: 'GITHUB_TOKEN', value: '' }] },
      expect.anything(),
    );
  });
});
