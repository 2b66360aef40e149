import { screen, waitFor, within } from '@testing-library/react';
import { setUpSandbox } from '@src/test/sandboxFetch';
import { HELLO, renderInSandboxApp } from '../envStatus/appStatusSandbox';
import { TriggersColumn } from './TriggersColumn';

const sandbox = setUpSandbox();

interface StoredTrigger {
  name: string;
  alias: string;
  token: string;
  payloadType: string;
  registry: string;
  workflowName: string;
  componentName: string;
}

const storedTriggers = async () =>
  (await sandbox.request<{ triggers: StoredTrigger[] }>('GET', `${HELLO}/triggers`)).triggers;

/** The token the sandbox gave hello-world-default. */
let token = '';
const url = () => `${window.location.origin}/api/v1/webhook/${token}`;

/** hello-world's own trigger hello-world-default, made to upgrade hello-world's image (webservice, nginx:1.25). */
beforeEach(async () => {
  token = (await storedTriggers()).find((trigger) => trigger.name === 'hello-world-default')?.token ?? '';
  await sandbox.request('PUT', `${HELLO}/triggers/${token}`, {
    workflowName: 'workflow-default',
    payloadType: 'custom',
    componentName: 'hello-world',
  });
});

const render = (path = '/applications/hello-world/config') =>
  renderInSandboxApp(sandbox, <TriggersColumn />, { path });

type User = Awaited<ReturnType<typeof render>>['user'];

async function openAdd(user: User, add = 'Add Trigger') {
  await user.click(await screen.findByRole('button', { name: add }));
  return within(await screen.findByRole('dialog'));
}

async function fillAcrTrigger(
  user: User,
  registry: string,
  labels = {
    name: /^Name/,
    payloadType: /^Payload Type/,
    registry: /^Registry/,
    workflow: /^Execution Workflow/,
    save: 'Save',
  },
) {
  const form = within(await screen.findByRole('dialog'));
  await user.type(form.getByRole('textbox', { name: labels.name }), 'on-push');
  await user.click(form.getByRole('combobox', { name: labels.payloadType }));
  await user.click(await screen.findByRole('option', { name: 'ACR' }));
  await user.type(await form.findByRole('textbox', { name: labels.registry }), registry);
  await user.click(form.getByRole('combobox', { name: labels.workflow }));
  await user.click(await screen.findByRole('option', { name: 'Default Workflow(default)' }));
  await user.click(form.getByRole('button', { name: labels.save }));
  return form;
}

describe('the Triggers column', () => {
  it('refuses a registry domain shorter than 3 characters before anything is sent', async () => {
    const { user } = await render();
    await openAdd(user);
    const form = await fillAcrTrigger(user, 'ab');
    expect(await form.findByText('This is a invalid domain')).toBeInTheDocument();
    expect(sandbox.asked()).not.toContain(`POST ${HELLO}/triggers`);
  });

  it('says so in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const { user } = await render();
    await openAdd(user, '添加触发器');
    const form = await fillAcrTrigger(user, 'ab', {
      name: /^名称/,
      payloadType: /^负载类型/,
      registry: /^镜像仓库/,
      workflow: /^执行工作流/,
      save: '保存',
    });
    expect(await form.findByText('域名格式不正确')).toBeInTheDocument();
    expect(sandbox.asked()).not.toContain(`POST ${HELLO}/triggers`);
  });

  it('creates an ACR trigger with a valid registry, then shows its webhook', async () => {
    const { user } = await render();
    await openAdd(user);
    await fillAcrTrigger(user, 'registry.example.com');
    expect(await screen.findByText('Trigger created successfully.')).toBeInTheDocument();
    expect(await storedTriggers()).toContainEqual(
      expect.objectContaining({
        name: 'on-push',
        type: 'webhook',
        payloadType: 'ACR',
        registry: 'registry.example.com',
        workflowName: 'workflow-default',
        componentName: 'hello-world',
      }),
    );
    await waitFor(() => expect(window.location.hash).toBe('#webhook/on-push'));
  });

  it('gives ready-to-copy curl commands for each webhook action', async () => {
    const { user } = await render('/applications/hello-world/config#webhook/hello-world-default');
    const dialog = within(await screen.findByRole('dialog', { name: 'Trigger Webhook' }));
    expect(dialog.getByText(url())).toBeInTheDocument();
    const command = () => dialog.getByLabelText('Curl Command').textContent;
    await waitFor(() =>
      expect(command()).toBe(
        `curl -X POST -H 'content-type: application/json' --url ${url()} -d '{"action":"execute","upgrade":{"hello-world":{"image":"nginx:1.25"}},"codeInfo":{"commit":"","branch":"","user":""}}'`,
      ),
    );
    await user.click(dialog.getByRole('tab', { name: 'approve' }));
    expect(command()).toContain(`--url ${url()} -d '{"action":"approve","step":"suspend"}'`);
    await user.click(dialog.getByRole('tab', { name: 'rollback' }));
    expect(command()).toContain(`-d '{"action":"rollback","step":"suspend"}'`);
    await user.click(dialog.getByRole('button', { name: 'Copy Curl Command' }));
    expect(await screen.findByText('Copy successfully')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(command());
  });

  it('warns that a registry payload cannot update a component without an image field', async () => {
    await sandbox.request('POST', `${HELLO}/components`, {
      name: 'objects',
      componentType: 'k8s-objects',
      properties: JSON.stringify({ objects: [] }),
    });
    const { user } = await render();
    const form = await openAdd(user);
    const warning =
      'Your component type does not support the image field, and the image update cannot be performed';
    await user.click(form.getByRole('combobox', { name: /^Payload Type/ }));
    await user.click(await screen.findByRole('option', { name: 'dockerHub' }));
    await user.click(form.getByRole('combobox', { name: /^Component/ }));
    await user.click(await screen.findByRole('option', { name: 'objects' }));
    expect(await form.findByText(warning)).toBeInTheDocument();
    await user.click(form.getByRole('combobox', { name: /^Component/ }));
    await user.click(await screen.findByRole('option', { name: 'hello-world' }));
    await waitFor(() => expect(form.queryByText(warning)).not.toBeInTheDocument());
  });

  it('edits a trigger by its token, name and type fixed, without sending them', async () => {
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Edit hello-world-default' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Trigger' }));
    expect(form.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    await user.type(form.getByRole('textbox', { name: /^Alias/ }), 'Default');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Trigger updated successfully.')).toBeInTheDocument();
    const [, init] = sandbox.fetch.mock.calls.find(([, options]) => options?.method === 'PUT') ?? [];
    expect(sandbox.asked()).toContain(`PUT ${HELLO}/triggers/${token}`);
    const sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
    expect(sent).toMatchObject({ alias: 'Default', payloadType: 'custom', registry: '' });
    expect(sent).not.toHaveProperty('name');
    expect(sent).not.toHaveProperty('type');
    expect((await storedTriggers()).find((trigger) => trigger.token === token)?.alias).toBe('Default');
  });

  it('deletes a trigger by its token after the spec question', async () => {
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Delete hello-world-default' }));
    const question = within(await screen.findByRole('dialog'));
    expect(question.getByText('Are you sure want to delete this trigger?')).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Trigger deleted successfully.')).toBeInTheDocument();
    expect(sandbox.asked()).toContain(`DELETE ${HELLO}/triggers/${token}`);
    expect((await storedTriggers()).map((trigger) => trigger.name)).not.toContain('hello-world-default');
  });

  it('gives a project viewer no Add, Edit or Delete, and tells that the token is hidden', async () => {
    await sandbox.signIn('bob');
    const { user } = await render();
    await user.click(await screen.findByRole('button', { name: 'Manual Trigger hello-world-default' }));
    expect(
      await screen.findByText('The webhook token is shown only to users who may update this trigger.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Trigger' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('offers no Add on a read-only application', async () => {
    await render('/applications/addon-fluxcd/config');
    expect(
      await screen.findByRole('button', { name: 'Manual Trigger addon-fluxcd-default' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Trigger' })).not.toBeInTheDocument();
  });
});
