import { screen, waitFor, within } from '@testing-library/react';
import { failList } from '@src/test/failingList';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown } from '@src/test/latency';
import { listDataProvider } from '@src/test/listDataProvider';
import { renderKit } from '@src/test/renderKit';
import { developerUser } from '@src/test/users';
import type { FakeUser } from '@src/test/users';
import { onTestFinished, vi } from 'vitest';
import { CanaryMenu } from './CanaryMenu';
import type { WorkflowStep } from './canaryTransform';

const STUDIO = '/applications/shop/envbinding/prod/workflow/workflow-prod-canary/studio';

const definition = (name: string) => ({ id: name, name, alias: '', description: '', category: '' });
const withRollout = [definition('deploy'), definition('suspend'), definition('canary-deploy')];
const withoutRollout = [definition('deploy'), definition('suspend')];

const deployProd: WorkflowStep = {
  name: 'prod',
  alias: 'Deploy To prod',
  type: 'deploy',
  properties: { policies: ['prod-cluster'] },
};
const notify: WorkflowStep = { name: 'notify', type: 'notification' };

interface Options {
  steps?: WorkflowStep[];
  definitions?: ReturnType<typeof definition>[];
  path?: string;
  user?: FakeUser;
}

function renderMenu({ steps = [deployProd], definitions = withRollout, path = STUDIO, user }: Options = {}) {
  const onChange = vi.fn();
  const dataProvider = listDataProvider('definitions', definitions);
  const view = renderKit(<CanaryMenu steps={steps} onChange={onChange} />, {
    path,
    dataProvider,
    authProvider: fakeAuthProvider({ user }),
  });
  return { ...view, onChange, dataProvider };
}

const openSetting = async (user: ReturnType<typeof renderMenu>['user']) => {
  await user.click(screen.getByRole('button', { name: 'More' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Canary Rollout Setting' }));
  return within(await screen.findByRole('dialog', { name: 'Canary Rollout Setting' }));
};

beforeEach(signIn);

describe('the canary rollout setting', () => {
  it('turns a deploy step into the chosen number of batches, from the More menu', async () => {
    const { user, onChange } = renderMenu({ steps: [notify, deployProd] });
    const dialog = await openSetting(user);
    expect(window.location.search).toBe('?setCanary=true');
    const step = within(await dialog.findByRole('group', { name: 'Deploy To prod' }));
    expect(step.getByText('prod-cluster')).toBeInTheDocument();
    expect(step.getByText('Rollout weights: 0% → 50% → 100%')).toBeInTheDocument();
    await user.click(step.getByRole('combobox', { name: 'Batch Setting' }));
    await user.click(await screen.findByRole('option', { name: '3' }));
    expect(step.getByText('Rollout weights: 0% → 33% → 66% → 100%')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));

    expect(onChange).toHaveBeenCalledTimes(1);
    const [steps] = onChange.mock.calls[0] as [WorkflowStep[]];
    expect(steps[0]).toBe(notify);
    expect(steps[1]).toMatchObject({ name: 'prod-canary', type: 'step-group' });
    expect(steps[1].subSteps?.map((sub) => sub.properties?.weight)).toEqual([
      0,
      undefined,
      33,
      undefined,
      66,
      undefined,
      100,
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.search).toBe('');
  });

  it('opens on arrival with setCanary in the address, two batches by default', async () => {
    const { user, onChange } = renderMenu({ path: `${STUDIO}?setCanary=true` });
    const dialog = within(await screen.findByRole('dialog', { name: 'Canary Rollout Setting' }));
    expect(
      await dialog.findByText('You can also edit the workflow directly to switch to canary deploy mode.'),
    ).toBeInTheDocument();
    expect(dialog.getByRole('combobox', { name: 'Batch Setting' })).toHaveTextContent('2');
    await user.click(dialog.getByRole('button', { name: 'Confirm' }));
    const [steps] = onChange.mock.calls[0] as [WorkflowStep[]];
    expect(steps[0].subSteps).toHaveLength(5);
  });

  it('asks for the kruise-rollout addon when the canary-deploy step is missing', async () => {
    const { user, onChange } = renderMenu({ definitions: withoutRollout });
    const dialog = await openSetting(user);
    expect(
      await dialog.findByText(
        "The default canary rollout is powered by kruise-rollout addon, let's enable it first.",
      ),
    ).toBeInTheDocument();
    expect(await dialog.findByRole('link', { name: 'Enable kruise-rollout' })).toHaveAttribute(
      'href',
      '/addons/kruise-rollout',
    );
    expect(dialog.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.location.search).toBe('');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('links to the addon only for who may open the addons', async () => {
    const { user } = renderMenu({ definitions: withoutRollout, user: developerUser });
    const dialog = await openSetting(user);
    await dialog.findByText(/powered by kruise-rollout addon/);
    await allAnswersShown();
    expect(dialog.queryByRole('link', { name: 'Enable kruise-rollout' })).not.toBeInTheDocument();
  });

  it('says so when the workflow has no deploy step', async () => {
    const { user } = renderMenu({ steps: [notify] });
    const dialog = await openSetting(user);
    expect(await dialog.findByText('There is no deploy steps exist.')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Confirm' })).not.toBeInTheDocument();
  });

  it('shows why the step definitions could not be read, and reads them again on Retry', async () => {
    const onChange = vi.fn();
    const dataProvider = listDataProvider('definitions', withRollout);
    const failing = failList(dataProvider.getList, 'definitions');
    const { user } = renderKit(<CanaryMenu steps={[deployProd]} onChange={onChange} />, {
      path: `${STUDIO}?setCanary=true`,
      dataProvider,
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Canary Rollout Setting' }));
    expect(await dialog.findByText('The step types could not be loaded')).toBeInTheDocument();
    failing.recover();
    await user.click(dialog.getByRole('button', { name: 'Retry' }));
    expect(await dialog.findByRole('combobox', { name: 'Batch Setting' })).toBeInTheDocument();
  });

  it('speaks Chinese', async () => {
    localStorage.setItem('RaStoreVelaConsole.locale', JSON.stringify('zh'));
    renderMenu({ definitions: withoutRollout, path: `${STUDIO}?setCanary=true` });
    const dialog = within(await screen.findByRole('dialog', { name: '金丝雀发布设置' }));
    expect(
      await dialog.findByText('金丝雀发布默认由 kruise-rollout 插件提供支持，请先启用该插件。'),
    ).toBeInTheDocument();
    expect(await dialog.findByRole('link', { name: '启用 kruise-rollout' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '更多', hidden: true })).toBeInTheDocument();
  });

  it('shows a deploy step it cannot draw as failed inside the dialog, which still closes', async () => {
    // React reports each error a boundary caught; the test is about what the user sees instead.
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    onTestFinished(() => quiet.mockRestore());
    // A step as a server of another version could send it: an object for its alias.
    const malformed = { ...deployProd, alias: { en: 'Deploy To prod' } } as unknown as WorkflowStep;
    const { user, onChange } = renderMenu({ steps: [malformed] });
    const dialog = await openSetting(user);
    expect(await dialog.findByText('Canary Rollout Setting could not be shown')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'More' })).toBeEnabled();
    expect(onChange).not.toHaveBeenCalled();
  });
});
