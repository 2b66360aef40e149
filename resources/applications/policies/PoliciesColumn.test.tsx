import { screen, within } from '@testing-library/react';
import { allAnswersShown } from '@src/test/latency';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { HELLO, renderInSandboxApp } from '../envStatus/appStatusSandbox';
import { PoliciesColumn } from './PoliciesColumn';

// The form library is a lazy chunk; loading it cold takes longer than a finder waits.
beforeAll(() => import('@schemas/index'), 30_000);

const LOADED = { timeout: 20_000 };

const sandbox = setUpSandbox();

const step = (name: string, type: string, subSteps: object[] = []) => ({ name, alias: '', type, subSteps });

/** hello-world's workflow-dev (deploy, suspend, a group of a deploy and a notification) and prod-patch, an override its first step uses. */
beforeEach(async () => {
  await sandbox.request('POST', `${HELLO}/workflows`, {
    name: 'workflow-dev',
    alias: 'Development Workflow',
    envName: 'default',
    mode: 'StepByStep',
    subMode: 'DAG',
    default: false,
    steps: [
      step('dev-target', 'deploy'),
      step('approve', 'suspend'),
      step('group', 'step-group', [step('dev-edge', 'deploy'), step('notify', 'notification')]),
    ],
  });
  await sandbox.request('POST', `${HELLO}/policies`, {
    name: 'prod-patch',
    type: 'override',
    properties: JSON.stringify({
      components: [{ name: 'hello-world', properties: { image: 'nginx:1.26' } }],
    }),
    workflowPolicyBind: [{ name: 'workflow-dev', steps: ['dev-target'] }],
  });
});

const render = (app = 'hello-world') =>
  renderInSandboxApp(sandbox, <PoliciesColumn />, { path: `/applications/${app}/revisions` });

const storedPolicies = async () =>
  (await sandbox.request<{ policies: { name: string }[] }>('GET', `${HELLO}/policies`)).policies;

const drawer = (name: string) => screen.findByRole('dialog', { name }, LOADED);

type User = Awaited<ReturnType<typeof render>>['user'];

async function choose(user: User, label: RegExp, option: string) {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('the Policies column', () => {
  it('asks for a valid name and a type, and offers Custom no override or topology', async () => {
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'New Policy' }, LOADED));
    const form = within(await drawer('New Policy'));
    await choose(user, /^Policy/, 'Custom');
    expect(await form.findByText('Please select a policy type first.')).toBeInTheDocument();
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'Bad_Name');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('Please input a valid policy name')).toBeInTheDocument();
    expect(form.getByText('Please must select the policy type.')).toBeInTheDocument();
    expect(sandbox.asked()).not.toContain(`POST ${HELLO}/policies`);

    await user.click(form.getByRole('combobox', { name: /^Type/ }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options.toSorted()).toEqual(['apply-once', 'garbage-collect', 'read-only', 'shared-resource']);
  });

  it('says the same in Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: '新建策略' }, LOADED));
    const form = within(await drawer('新建策略'));
    await choose(user, /^策略/, '自定义');
    expect(await form.findByText('请先选择策略类型。')).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: '创建' }));
    expect(await form.findByText('请输入有效的策略名称')).toBeInTheDocument();
    expect(form.getByText('请选择策略类型。')).toBeInTheDocument();
  });

  it('binds an override policy to deploy steps of a workflow only', async () => {
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'New Policy' }, LOADED));
    const form = within(await drawer('New Policy'));
    await user.type(form.getByRole('textbox', { name: /^Name/ }), 'dev-patch');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await form.findByText('Please select a workflow')).toBeInTheDocument();
    expect(sandbox.asked()).not.toContain(`POST ${HELLO}/policies`);

    await choose(user, /^Workflow( \*)?$/, 'Development Workflow');
    await user.click(form.getByRole('combobox', { name: /^Workflow Steps/ }));
    const steps = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(steps).toEqual(['dev-target', 'dev-edge']);
    await user.click(screen.getByRole('option', { name: 'dev-target' }));
    await user.keyboard('{Escape}');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Policy added successfully')).toBeInTheDocument();
    expect(await storedPolicies()).toContainEqual(
      expect.objectContaining({
        name: 'dev-patch',
        type: 'override',
        properties: {},
      }),
    );
    const workflow = await sandbox.request<{
      steps: { name: string; properties?: { policies?: string[] } }[];
    }>('GET', `${HELLO}/workflows/workflow-dev`);
    expect(workflow.steps.find((item) => item.name === 'dev-target')?.properties?.policies).toContain(
      'dev-patch',
    );
  });

  it('asks to force the delete of a policy a workflow uses, then deletes it with force', async () => {
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Delete prod-patch' }, LOADED));
    expect(await screen.findByText('Are you sure want to delete this policy?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('This policy is being used by workflow, do you want to force delete it?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Application policy deleted successfully')).toBeInTheDocument();
    expect(sandbox.asked().filter((request) => request.startsWith('DELETE'))).toEqual([
      `DELETE ${HELLO}/policies/prod-patch`,
      `DELETE ${HELLO}/policies/prod-patch?force=true`,
    ]);
    expect((await storedPolicies()).map((policy) => policy.name)).not.toContain('prod-patch');
  });

  it('shows a read-only application without New, Edit or Delete', async () => {
    await render('addon-fluxcd');
    const card = await screen.findByRole('article', { name: 'system' }, LOADED);
    await allAnswersShown();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New Policy' })).not.toBeInTheDocument();
  });
});
