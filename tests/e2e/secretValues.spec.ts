import type { Page } from '@playwright/test';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { section, settled, signedInAs } from '../pages/ProjectPages';

const projectBase = '/api/v1/projects/default';

const contextsOf = async (page: Page) => {
  await page.goto('/pipelines');
  await page.getByRole('button', { name: 'Contexts build' }).click();
  return page.getByRole('dialog', { name: 'Contexts of build' });
};

test.describe('secrets of configs and pipeline contexts', () => {
  test.beforeEach(async ({ request, sandbox }) => {
    const { accessToken } = await sandbox.login('admin');
    const headers = { Authorization: `Bearer ${accessToken}` };
    const config = await request.post(`${projectBase}/configs`, {
      headers,
      data: {
        name: 'team-hub',
        alias: 'Team Hub',
        description: '',
        template: { name: 'image-registry' },
        properties: JSON.stringify({
          registry: 'hub.team.io',
          auth: { username: 'ci', password: 'hunter2' },
        }),
      },
    });
    expect(config.ok(), 'config created').toBeTruthy();
    const pipeline = await request.post(`${projectBase}/pipelines`, {
      headers,
      data: {
        name: 'build',
        spec: { steps: [{ name: 'hello', type: 'print-message-in-status', properties: { message: 'hi' } }] },
      },
    });
    expect(pipeline.ok(), 'pipeline created').toBeTruthy();
    const context = await request.post(`${projectBase}/pipelines/build/contexts`, {
      headers,
      data: {
        name: 'production',
        values: [
          { key: 'env', value: 'prod' },
          { key: 'GITHUB_TOKEN', value: 'ghp_clear' },
        ],
      },
    });
    expect(context.ok(), 'context created').toBeTruthy();
  });

  test('a Project Viewer sees the secrets hidden, with no Reveal, and the server refuses him one', async ({
    page,
    loginAs,
    request,
    sandbox,
  }) => {
    await signedInAs(page, loginAs, 'bob', 'Bob', '/projects/default/summary');
    const configs = section(page, 'Configs');
    const row = configs.getByRole('row').filter({ hasText: 'team-hub' });
    await expect(row.getByText('hub.team.io')).toBeVisible();
    await expect(row.getByRole('img', { name: 'Hidden value' })).toBeVisible();
    await settled(page);
    await expect(page.getByRole('button', { name: /^Reveal/ })).toHaveCount(0);
    await expect(page.getByText('hunter2')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const contexts = await contextsOf(page);
    await expect(contexts.getByText('env=prod')).toBeVisible();
    await expect(contexts.getByRole('img', { name: 'Hidden value' })).toBeVisible();
    await settled(page);
    await expect(contexts.getByRole('button', { name: /^Reveal/ })).toHaveCount(0);
    await expect(contexts.getByText(/ghp_clear/)).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    const { accessToken } = await sandbox.login('bob');
    const refused = await request.get(`${projectBase}/configs/team-hub?reveal=true`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    });
    expect(refused.status()).toBe(403);
    expect(await refused.text()).not.toContain('hunter2');
  });

  test('an administrator reveals a secret from the keyboard, hides it, and an edit keeps it', async ({
    page,
    loginAs,
  }) => {
    await signedInAs(page, loginAs, 'admin', 'Administrator', '/projects/default/summary');
    const row = section(page, 'Configs').getByRole('row').filter({ hasText: 'team-hub' });
    const reveal = row.getByRole('button', { name: 'Reveal auth.password' });
    await reveal.focus();
    await page.keyboard.press('Enter');
    await expect(row.getByText('hunter2')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await row.getByRole('button', { name: 'Hide auth.password' }).click();
    await expect(row.getByText('hunter2')).toHaveCount(0);
    await expect(row.getByRole('img', { name: 'Hidden value' })).toBeVisible();

    const contexts = await contextsOf(page);
    await contexts.getByRole('button', { name: 'Edit production' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Context production' });
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The Pipeline context updated successfully')).toBeVisible();
    const list = page.getByRole('dialog', { name: 'Contexts of build' });
    await list.getByRole('button', { name: 'Reveal GITHUB_TOKEN' }).click();
    await expect(list.getByText('ghp_clear')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});
