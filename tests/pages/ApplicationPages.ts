import type { APIRequestContext, Page } from '@playwright/test';
import { expect, type Sandbox } from '../fixtures';
import { settled } from './ProjectPages';

/** Authorization headers of a demo user, for preconditions set through the API rather than the UI. */
export async function apiHeaders(sandbox: Sandbox, user: string) {
  const { accessToken } = await sandbox.login(user);
  return { Authorization: `Bearer ${accessToken}` };
}

/** As the admin: a target on the local cluster and an environment delivering to it, in `project`. */
export async function createEnvironment(
  request: APIRequestContext,
  sandbox: Sandbox,
  { name, project = 'default' }: { name: string; project?: string },
) {
  const headers = await apiHeaders(sandbox, 'admin');
  const target = await request.post('/api/v1/targets', {
    headers,
    data: { name: `${name}-target`, project, cluster: { clusterName: 'local', namespace: `${name}-ns` } },
  });
  expect(target.ok(), `create target ${name}-target`).toBeTruthy();
  const env = await request.post('/api/v1/envs', {
    headers,
    data: { name, project, namespace: name, targets: [`${name}-target`] },
  });
  expect(env.ok(), `create env ${name}`).toBeTruthy();
}

/** Opens a page of an application (`config`, `revisions`, …) and waits until it has drawn its data. */
export async function openApplicationPage(page: Page, app: string, subPage = 'config') {
  await page.goto(`/applications/${app}/${subPage}`);
  await expect(page.getByRole('heading', { level: 1, name: new RegExp(`^${app}\\b`) })).toBeVisible();
  await settled(page);
}
