import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { apiHeaders } from '../pages/ApplicationPages';
import { expectNoLeaks, switchToChinese } from '../pages/Chinese';
import { settled, signedInAs } from '../pages/ProjectPages';

test.describe.configure({ timeout: 90_000 });

const STUDIO = '/applications/hello-world/envbinding/default/workflow/workflow-default/studio';
const PIPELINES = '/projects/team-shop/pipelines';

test('alice opens the workflow studio, a step drawer and the canary setting in Chinese', async ({
  page,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'alice', 'Alice', STUDIO);
  await switchToChinese(page);
  await expect(page.getByRole('heading', { name: /^工作流编排：/ })).toBeVisible();
  await expect(page.getByRole('region', { name: '工作流步骤' })).toBeVisible();
  await settled(page);
  await expectNoLeaks(page.getByRole('main'), ['Add Step', 'Save', 'Mode', 'Sub Mode', 'Workflow steps']);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: '添加步骤' }).click();
  const drawer = page.getByRole('dialog', { name: '添加工作流步骤' });
  await expect(drawer.getByRole('combobox', { name: '类型' })).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: '名称', exact: true })).toBeVisible();
  await settled(page);
  await expectNoLeaks(drawer, ['Type', 'Name', 'Alias', 'Description', 'Timeout', 'Inputs', 'Outputs']);
  await expectNoSeriousA11yViolations(page);
  await drawer.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: '更多' }).click();
  await page.getByRole('menuitem', { name: '金丝雀发布设置' }).click();
  const setting = page.getByRole('dialog', { name: '金丝雀发布设置' });
  await expect(
    setting.getByText('金丝雀发布默认由 kruise-rollout 插件提供支持，请先启用该插件。'),
  ).toBeVisible();
  await settled(page);
  await expectNoLeaks(setting, ['Canary Rollout Setting', 'Cancel', 'Confirm']);
  await expectNoSeriousA11yViolations(page);
});

test('grace reads the pipelines, runs one from its row, edits it and reads a waiting run in Chinese', async ({
  page,
  request,
  sandbox,
  loginAs,
}) => {
  await signedInAs(page, loginAs, 'grace', 'Grace', PIPELINES);
  await switchToChinese(page);
  const studioLink = page.getByRole('link', { name: 'release-storefront(Release storefront)' });
  const row = page.getByRole('row').filter({ has: studioLink });
  await expect(row.getByRole('button', { name: '运行 release-storefront' })).toBeVisible();
  await settled(page);
  await expectNoLeaks(page.getByRole('main'), ['New Pipeline', 'Run', 'Contexts', 'Clone', 'Remove']);
  await expectNoSeriousA11yViolations(page);

  await row.getByRole('button', { name: '运行 release-storefront' }).click();
  const runDialog = page.getByRole('dialog', { name: '运行流水线' });
  await expect(runDialog.getByRole('button', { name: '运行', exact: true })).toBeDisabled();
  await settled(page);
  await expectNoLeaks(runDialog, ['Run Pipeline', 'Cancel', 'Run']);
  await expectNoSeriousA11yViolations(page);
  await runDialog.getByRole('button', { name: '取消' }).click();
  await expect(runDialog).toBeHidden();

  await studioLink.click();
  await expect(page.getByRole('heading', { name: /^流水线编辑器：/ })).toBeVisible();
  await expect(page.getByRole('button', { name: '可视化' })).toBeVisible();
  await settled(page);
  await expectNoLeaks(page.getByRole('main'), ['Visual', 'Save', 'Run', 'Add Step', 'Pipeline steps']);
  await expectNoSeriousA11yViolations(page);

  const listed = await request.get(`/api/v1${PIPELINES}/release-storefront/runs`, {
    headers: await apiHeaders(sandbox, 'grace'),
  });
  const { runs } = (await listed.json()) as { runs: { pipelineRunName: string; phase: string }[] };
  const waiting = runs.find((run) => run.phase === 'suspending');
  expect(waiting, 'the demo has a run waiting for approval').toBeDefined();
  await page.goto(`${PIPELINES}/release-storefront/runs/${waiting?.pipelineRunName ?? ''}`);
  await expect(page.getByText('该流水线需要您的审批。')).toBeVisible();
  await expect(page.getByRole('button', { name: '继续' })).toBeVisible();
  await expect(page.getByRole('button', { name: '终止' })).toBeVisible();
  await settled(page);
  await expectNoLeaks(page.getByRole('main'), ['Resume', 'Terminate', 'Stop', 'Rerun', 'Steps', 'Detail']);
  await expectNoSeriousA11yViolations(page);
});
