import { screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { addonApp, appProvider, appTables, helloWorld } from '../shared/appFakes';
import { delayed } from '@src/test/latency';
import { renderInApp } from '@src/test/renderInApp';
import { viewerUser } from '@src/test/users';
import { TriggersColumn } from './TriggersColumn';

const trigger = {
  id: 'tok123',
  token: 'tok123',
  name: 'hello-world-default',
  alias: '',
  description: '',
  type: 'webhook',
  payloadType: 'custom',
  workflowName: 'workflow-dev',
  componentName: 'hello-world',
  registry: '',
  createTime: '2024-05-03T09:15:00Z',
  updateTime: '2024-05-03T09:15:00Z',
};

function provider(triggers = [trigger]) {
  const dataProvider = appProvider({
    ...appTables(),
    'appTriggers:hello-world': triggers,
    'appTriggers:addon-fluxcd': [],
    'appWorkflows:hello-world': [
      { id: 'workflow-dev', name: 'workflow-dev', alias: 'Development Workflow', envName: 'dev' },
    ],
    'appComponents:hello-world': [
      {
        id: 'hello-world',
        name: 'hello-world',
        componentType: 'webservice',
        properties: { image: 'nginx:1.25' },
      },
      { id: 'objects', name: 'objects', componentType: 'k8s-objects', properties: {} },
    ],
  });
  return Object.assign(dataProvider, {
    payloadTypes: vi.fn(delayed(() => ['custom', 'acr', 'dockerhub', 'harbor', 'jfrog'])),
  });
}

const url = `${window.location.origin}/api/v1/webhook/tok123`;

async function openAdd(user: ReturnType<typeof renderInApp>['user'], add = 'Add Trigger') {
  await user.click(await screen.findByRole('button', { name: add }));
  return within(await screen.findByRole('dialog'));
}

async function fillAcrTrigger(
  user: ReturnType<typeof renderInApp>['user'],
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
  await user.click(await screen.findByRole('option', { name: 'acr' }));
  await user.type(await form.findByRole('textbox', { name: labels.registry }), registry);
  await user.click(form.getByRole('combobox', { name: labels.workflow }));
  await user.click(await screen.findByRole('option', { name: 'Development Workflow(dev)' }));
  await user.click(form.getByRole('button', { name: labels.save }));
  return form;
}

describe('the Triggers column', () => {
  it('refuses a registry domain shorter than 3 characters before anything is sent', async () => {
    const dataProvider = provider();
    const { user } = renderInApp(<TriggersColumn />, {
      app: helloWorld,
      dataProvider,
      path: '/applications/hello-world/config',
    });
    await openAdd(user);
    const form = await fillAcrTrigger(user, 'ab');
    expect(await form.findByText('This is a invalid domain')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('says so in Chinese too', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    const dataProvider = provider();
    const { user } = renderInApp(<TriggersColumn />, {
      app: helloWorld,
      dataProvider,
      path: '/applications/hello-world/config',
    });
    await openAdd(user, '添加触发器');
    const form = await fillAcrTrigger(user, 'ab', {
      name: /^名称/,
      payloadType: /^负载类型/,
      registry: /^镜像仓库/,
      workflow: /^执行工作流/,
      save: '保存',
    });
    expect(await form.findByText('域名格式不正确')).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('creates an ACR trigger with a valid registry, then shows its webhook', async () => {
    const dataProvider = provider();
    dataProvider.create.mockImplementationOnce(
      delayed((_resource: string, { data }: { data: Record<string, unknown> }) => ({
        data: { ...data, id: 'tok999', token: 'tok999' },
      })) as never,
    );
    const { user } = renderInApp(<TriggersColumn />, {
      app: helloWorld,
      dataProvider,
      path: '/applications/hello-world/config',
    });
    await openAdd(user);
    await fillAcrTrigger(user, 'registry.example.com');
    expect(await screen.findByText('Trigger created successfully.')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'appTriggers',
      expect.objectContaining({
        data: expect.objectContaining({
          name: 'on-push',
          type: 'webhook',
          payloadType: 'acr',
          registry: 'registry.example.com',
          workflowName: 'workflow-dev',
          componentName: 'hello-world',
        }),
        meta: expect.objectContaining({ app: 'hello-world' }),
      }),
    );
    await waitFor(() => expect(window.location.hash).toBe('#webhook/on-push'));
  });

  it('gives ready-to-copy curl commands for each webhook action', async () => {
    const { user } = renderInApp(<TriggersColumn />, {
      app: helloWorld,
      dataProvider: provider(),
      path: '/applications/hello-world/config#webhook/hello-world-default',
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Trigger Webhook' }));
    expect(dialog.getByText(url)).toBeInTheDocument();
    const command = () => dialog.getByLabelText('Curl Command').textContent;
    await waitFor(() =>
      expect(command()).toBe(
        `curl -X POST -H 'content-type: application/json' --url ${url} -d '{"action":"execute","upgrade":{"hello-world":{"image":"nginx:1.25"}},"codeInfo":{"commit":"","branch":"","user":""}}'`,
      ),
    );
    await user.click(dialog.getByRole('tab', { name: 'approve' }));
    expect(command()).toContain(`--url ${url} -d '{"action":"approve","step":"suspend"}'`);
    await user.click(dialog.getByRole('tab', { name: 'rollback' }));
    expect(command()).toContain(`-d '{"action":"rollback","step":"suspend"}'`);
    await user.click(dialog.getByRole('button', { name: 'Copy Curl Command' }));
    expect(await screen.findByText('Copy successfully')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(command());
  });

  it('warns that a registry payload cannot update a component without an image field', async () => {
    const { user } = renderInApp(<TriggersColumn />, {
      app: helloWorld,
      dataProvider: provider(),
      path: '/applications/hello-world/config',
    });
    const form = await openAdd(user);
    const warning =
      'Your component type does not support the image field, and the image update cannot be performed';
    await user.click(form.getByRole('combobox', { name: /^Payload Type/ }));
    await user.click(await screen.findByRole('option', { name: 'dockerhub' }));
    await user.click(form.getByRole('combobox', { name: /^Component/ }));
    await user.click(await screen.findByRole('option', { name: 'objects' }));
    expect(await form.findByText(warning)).toBeInTheDocument();
    await user.click(form.getByRole('combobox', { name: /^Component/ }));
    await user.click(await screen.findByRole('option', { name: 'hello-world' }));
    await waitFor(() => expect(form.queryByText(warning)).not.toBeInTheDocument());
  });

  it('edits a trigger by its token, name and type fixed, without sending them', async () => {
    const dataProvider = provider();
    const { user } = renderInApp(<TriggersColumn />, {
      app: helloWorld,
      dataProvider,
      path: '/applications/hello-world/config',
    });
    await user.click(await screen.findByRole('button', { name: 'Edit hello-world-default' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit Trigger' }));
    expect(form.getByRole('textbox', { name: /^Name/ })).toBeDisabled();
    await user.type(form.getByRole('textbox', { name: /^Alias/ }), 'Default');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Trigger updated successfully.')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'appTriggers',
      expect.objectContaining({
        id: 'tok123',
        data: expect.objectContaining({ alias: 'Default', payloadType: 'custom', registry: '' }),
      }),
    );
  });

  it('deletes a trigger by its token after the spec question', async () => {
    const dataProvider = provider();
    const { user } = renderInApp(<TriggersColumn />, {
      app: helloWorld,
      dataProvider,
      path: '/applications/hello-world/config',
    });
    await user.click(await screen.findByRole('button', { name: 'Delete hello-world-default' }));
    const question = within(await screen.findByRole('dialog'));
    expect(question.getByText('Are you sure want to delete this trigger?')).toBeInTheDocument();
    await user.click(question.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Trigger deleted successfully.')).toBeInTheDocument();
    expect(dataProvider.delete).toHaveBeenCalledWith(
      'appTriggers',
      expect.objectContaining({ id: 'tok123' }),
    );
  });

  it('gives a project viewer no Add, Edit or Delete, and tells that the token is hidden', async () => {
    const { user } = renderInApp(<TriggersColumn />, {
      app: helloWorld,
      dataProvider: provider([{ ...trigger, token: '', id: '' }]),
      user: viewerUser,
      path: '/applications/hello-world/config',
    });
    await user.click(await screen.findByRole('button', { name: 'Manual Trigger hello-world-default' }));
    expect(
      await screen.findByText('The webhook token is shown only to users who may update this trigger.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Trigger' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument();
  });

  it('offers no Add on a read-only application', async () => {
    renderInApp(<TriggersColumn />, {
      app: addonApp,
      dataProvider: provider(),
      path: '/applications/addon-fluxcd/config',
    });
    expect(await screen.findByText('There are no triggers')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Trigger' })).not.toBeInTheDocument();
  });
});
