import { screen, within } from '@testing-library/react';
import { vi, type Mock } from 'vitest';
import { businessError } from '@dataProvider/apiError';
import { addonApp, appProvider, appTables, appTime, helloWorld } from '../shared/appFakes';
import { allAnswersShown, delayed } from '@src/test/latency';
import { renderInApp } from '@src/test/renderInApp';
import { PoliciesColumn } from './PoliciesColumn';

// The form library is a lazy chunk; loading it cold takes longer than a finder waits.
beforeAll(() => import('@schemas/index'), 30_000);

const LOADED = { timeout: 20_000 };

const definition = (name: string) => ({
  id: name,
  name,
  alias: '',
  uiSchema: [{ jsonKey: 'note', uiType: 'Input', label: 'Note', sort: 1 }],
});
const step = (name: string, type: string, subSteps: object[] = []) => ({ name, alias: '', type, subSteps });
const policy = (name: string, type: string) => ({
  id: name,
  name,
  alias: '',
  description: '',
  type,
  envName: '',
  properties: {},
  creator: 'admin',
  createTime: appTime,
  updateTime: appTime,
});

const tables = () => ({
  ...appTables(),
  'definitions:policy': ['override', 'topology', 'apply-once', 'garbage-collect', 'shared-resource'].map(
    definition,
  ),
  'appWorkflows:hello-world': [
    {
      id: 'workflow-dev',
      name: 'workflow-dev',
      alias: 'Development Workflow',
      steps: [
        step('dev-target', 'deploy'),
        step('approve', 'suspend'),
        step('group', 'step-group', [step('dev-edge', 'deploy'), step('notify', 'notification')]),
      ],
    },
  ],
  'appPolicies:hello-world': [policy('prod-patch', 'override')],
});

function provider(deletePolicy: Mock = vi.fn(delayed(() => undefined))) {
  return Object.assign(appProvider(tables()), { deletePolicy });
}

const drawer = (name: string) => screen.findByRole('dialog', { name }, LOADED);

async function choose(user: ReturnType<typeof renderInApp>['user'], label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the Policies column', () => {
  it('asks for a valid name and a type, and offers Custom no override or topology', async () => {
    const dataProvider = provider();
    const { user } = renderInApp(<PoliciesColumn />, { app: helloWorld, dataProvider });
    await user.click(await screen.findByRole('button', { name: 'New Policy' }, LOADED));
    const form = within(await drawer('New Policy'));
    await choose(user, /^Policy/, 'Custom');
    expect(await form.findByText('Please select a policy type first.')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Bad_Name');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('Please input a valid policy name')).toBeInTheDocument();
    expect(form.getByText('Please must select the policy type.')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await user.click(form.getByRole('combobox', { name: /^Type/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['apply-once', 'garbage-collect', 'shared-resource']);
  });

  it('says the same in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = renderInApp(<PoliciesColumn />, { app: helloWorld, dataProvider: provider() });
    await user.click(await screen.findByRole('button', { name: '新建策略' }, LOADED));
    const form = within(await drawer('新建策略'));
    await choose(user, /^策略/, '自定义');
    expect(await form.findByText('请先选择策略类型。')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: '创建' }));
    expect(await form.findByText('请输入有效的策略名称')).toBeInTheDocument();
    expect(form.getByText('请选择策略类型。')).toBeInTheDocument();
  });

  it('binds an override policy to deploy steps of a workflow only', async () => {
    const dataProvider = provider();
    const { user } = renderInApp(<PoliciesColumn />, { app: helloWorld, dataProvider });
    await user.click(await screen.findByRole('button', { name: 'New Policy' }, LOADED));
    const form = within(await drawer('New Policy'));
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'dev-patch');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('Please select a workflow')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await choose(user, /^Workflow( \*)?$/, 'Development Workflow');
    await user.click(form.getByRole('combobox', { name: /^Workflow Steps/ }));
    const steps = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(steps).toEqual(['dev-target', 'dev-edge']);
    await user.click(screen.getByRole('option', { name: 'dev-target' }));
    await user.keyboard('{Escape}');
    await user.type(await form.findByRole('textbox', { name: /^Note/ }, LOADED), 'x');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Policy added successfully')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'appPolicies',
      expect.objectContaining({
        data: expect.objectContaining({
          name: 'dev-patch',
          type: 'override',
          properties: { note: 'x' },
          workflowPolicyBind: [{ name: 'workflow-dev', steps: ['dev-target'] }],
        }),
      }),
    );
  });

  it('asks to force the delete of a policy a workflow uses, then deletes it with force', async () => {
    const deletePolicy = vi.fn(
      delayed((_app: string, _name: string, options?: { force?: boolean }) => {
        if (!options?.force) throw businessError(400, { BusinessCode: 10026, Message: 'policy in use' });
      }),
    );
    const { user } = renderInApp(<PoliciesColumn />, {
      app: helloWorld,
      dataProvider: provider(deletePolicy),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete prod-patch' }, LOADED));
    expect(await screen.findByText('Are you sure want to delete this policy?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('This policy is being used by workflow, do you want to force delete it?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Application policy deleted successfully')).toBeInTheDocument();
    expect(deletePolicy).toHaveBeenLastCalledWith('hello-world', 'prod-patch', { force: true });
  });

  it('shows a read-only application without New, Edit or Delete', async () => {
    const tablesOf = tables();
    const dataProvider = appProvider({
      ...tablesOf,
      'appPolicies:addon-fluxcd': tablesOf['appPolicies:hello-world'],
    });
    renderInApp(<PoliciesColumn />, { app: addonApp, dataProvider });
    const card = await screen.findByRole('article', { name: 'prod-patch' }, LOADED);
    await allAnswersShown();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Policy' })).not.toBeInTheDocument();
  });
});
