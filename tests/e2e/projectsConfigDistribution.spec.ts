import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { section, settled, signedInAs } from '../pages/ProjectPages';

test.describe('an administrator distributing a config of a project', () => {
  test.beforeEach(async ({ request, sandbox }) => {
    test.setTimeout(120_000);
    const { accessToken } = await sandbox.login('admin');
    const created = await request.post('/api/v1/projects/default/configs', {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: {
        name: 'team-charts',
        alias: 'Team Charts',
        description: 'The helm charts of the team.',
        template: { name: 'helm-repository' },
        properties: JSON.stringify({ url: 'https://charts.example.com' }),
      },
    });
    expect(created.ok(), 'config created').toBeTruthy();
  });

  test('distributes it to a cluster namespace, watches it complete, then deletes the distribution', async ({
    page,
    loginAs,
    sandbox,
  }) => {
    await signedInAs(page, loginAs, 'admin', 'Administrator', '/projects/default/summary');
    const configs = section(page, 'Configs');
    await expect(configs.getByRole('cell', { name: 'team-charts(Team Charts)' })).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page);

    await configs.getByRole('button', { name: 'Distribute team-charts' }).click();
    await expect(page).toHaveURL(/#distribute\/team-charts$/);
    const drawer = page.getByRole('dialog', { name: 'Distribute the config' });
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByText('Please select at least one target')).toBeVisible();
    await drawer.getByRole('checkbox', { name: /\(local\/default\)$/ }).check();
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Config distributed successfully')).toBeVisible();
    await expect(drawer).toHaveCount(0);

    const distributions = section(page, 'Config Distributions');
    const row = distributions.getByRole('row').filter({ hasText: 'distribute-team-charts' });
    await expect(row.getByText('default/team-charts')).toBeVisible();
    await expect(row.getByText(/^local\/default\/(pending|running)$/)).toBeVisible();

    await sandbox.advanceClock(3);
    await distributions.getByRole('button', { name: 'Refresh' }).click();
    await expect(row.getByText('local/default/succeeded')).toBeVisible();
    await expect(row.getByText('Completed')).toBeVisible();
    await configs.getByRole('button', { name: 'Refresh' }).click();
    await expect(configs.getByText('local/default/succeeded')).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('button', { name: 'Delete distribute-team-charts' }).click();
    await expect(page.getByText('Are you sure you want to delete this distribution?')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Distribution deleted successfully')).toBeVisible();
    await expect(distributions.getByText('distribute-team-charts')).toHaveCount(0);
  });
});
