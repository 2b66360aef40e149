import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';

const KUBECONFIG = `apiVersion: v1
kind: Config
clusters:
- cluster:
    server: https://edge.example:6443
  name: edge
contexts:
- context:
    cluster: edge
    user: edge-admin
  name: edge
current-context: edge
users:
- name: edge-admin
  user:
    token: edge-token
`;

const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

test.describe('clusters', () => {
  // Each journey loads several lazy pages and runs axe more than once.
  test.describe.configure({ timeout: 120_000 });

  test('an admin joins a cluster from a kubeconfig file, edits it and detaches it', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin', '/clusters');
    const local = card(page, 'Local Cluster');
    await expect(local.getByText('Healthy', { exact: true })).toBeVisible();
    await expect(local.getByText('Local', { exact: true })).toBeVisible();
    await expect(local.getByRole('button')).toHaveCount(0);

    await page.getByRole('button', { name: 'Connect Existing Cluster' }).click();
    const form = page.getByRole('dialog', { name: 'Connect Existing Cluster' });
    await form.getByRole('textbox', { name: 'Name' }).fill('edge');
    await form.getByRole('textbox', { name: 'Description' }).fill('Shops at the edge');
    await form.getByLabel('Upload Config File').setInputFiles({
      name: 'edge.kubeconfig',
      mimeType: 'text/plain',
      buffer: Buffer.from(KUBECONFIG),
    });
    await expect(form.getByRole('textbox', { name: 'KubeConfig' })).toHaveValue(KUBECONFIG);
    await expectNoSeriousA11yViolations(page);
    await form.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByText('cluster add success')).toBeVisible();
    const edge = card(page, 'edge');
    await expect(edge.getByText('Shops at the edge')).toBeVisible();
    await expect(edge.getByText('https://edge.example:6443')).toBeVisible();
    const notice = page.getByRole('alert').filter({ hasText: 'Connect Cluster Success!' });
    await expect(notice.getByRole('link', { name: 'fluxcd' })).toHaveAttribute('href', '/addons/fluxcd');
    await expectNoSeriousA11yViolations(page);

    await edge.getByRole('button', { name: 'Edit edge' }).click();
    const editForm = page.getByRole('dialog', { name: 'Edit Cluster Config' });
    await expect(editForm.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(editForm.getByRole('textbox', { name: 'KubeConfig' })).toHaveValue(/edge\.example/);
    await editForm.getByRole('textbox', { name: 'Alias' }).fill('Edge Shops');
    await editForm.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('cluster update success')).toBeVisible();
    const renamed = card(page, 'Edge Shops');
    await expect(renamed).toBeVisible();

    await renamed.getByRole('button', { name: 'Detach edge' }).click();
    await expect(page.getByText('Unrecoverable after deletion, are you sure to delete it?')).toBeVisible();
    await page.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('cluster delete success')).toBeVisible();
    await expect(renamed).toHaveCount(0);
  });

  test("an admin connects a cluster from a cloud account's paged list", async ({ page, loginAs }) => {
    await loginAs('admin', '/clusters');
    await page.getByRole('button', { name: 'Connect From Cloud' }).click();
    const dialog = page.getByRole('dialog', { name: 'Connect Kubernetes Cluster From Cloud' });
    await dialog.getByRole('button', { name: 'Next Step' }).click();
    await expect(dialog.getByText('content cannot be empty')).toHaveCount(3);

    await dialog.getByRole('combobox', { name: 'Provider' }).click();
    await page.getByRole('option', { name: 'Aliyun ACK' }).click();
    await dialog.getByLabel(/^AccessKey\b/).fill('LTAI-demo');
    await dialog.getByLabel(/^AccessKeySecret/).fill('demo-secret');
    await dialog.getByRole('button', { name: 'Next Step' }).click();

    const table = dialog.getByRole('table', { name: 'Clusters of the cloud account' });
    const staging = table.getByRole('row').filter({ has: page.getByRole('cell', { name: 'ack-staging' }) });
    await expect(staging.getByText('Running')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await staging.getByRole('button', { name: 'Connect ack-staging' }).click();

    await expect(page.getByText('cluster add success')).toBeVisible();
    await expect(dialog).toHaveCount(0);
    await expect(card(page, 'ack-staging')).toBeVisible();
  });

  test('the cluster page speaks Chinese', async ({ page, loginAs }) => {
    await loginAs('admin');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await page.goto('/clusters');
    const local = card(page, 'Local Cluster');
    await expect(local.getByText('健康')).toBeVisible();
    await expect(local.getByText('本地')).toBeVisible();
    await expect(page.getByText('Healthy')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '接入已有集群' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
