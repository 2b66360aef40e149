import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { section, settled, signedInAs } from '../pages/ProjectPages';

test.describe('a Project Admin managing the members of their project', () => {
  test('adds, edits and removes a member of team-shop', async ({ page, loginAs }) => {
    test.setTimeout(120_000);
    await signedInAs(page, loginAs, 'grace', 'Grace', '/projects/team-shop/members');
    const members = section(page, 'Members');
    await expect(members.getByRole('cell', { name: 'grace', exact: true })).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Member' }).click();
    const adding = page.getByRole('dialog', { name: 'Add Member' });
    // A Project Admin may not list the platform's users: the name is typed.
    await adding.getByRole('textbox', { name: 'Username' }).fill('henry');
    await adding.getByRole('checkbox', { name: 'App Developer' }).check();
    await adding.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Member added successfully')).toBeVisible();
    const henry = members.getByRole('row').filter({ hasText: 'henry' });
    await expect(henry.getByRole('cell', { name: 'app-developer' })).toBeVisible();

    await henry.getByRole('button', { name: 'Edit henry' }).click();
    const editing = page.getByRole('dialog', { name: 'Edit Member' });
    await expect(editing.getByRole('textbox', { name: 'Username' })).toBeDisabled();
    await editing.getByRole('checkbox', { name: 'App Developer' }).uncheck();
    await editing.getByRole('checkbox', { name: 'Project Viewer' }).check();
    await expectNoSeriousA11yViolations(page);
    await editing.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Member updated successfully')).toBeVisible();
    await expect(henry.getByRole('cell', { name: 'project-viewer' })).toBeVisible();

    await henry.getByRole('button', { name: 'Delete henry' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Member deleted successfully')).toBeVisible();
    await expect(members.getByRole('cell', { name: 'henry', exact: true })).toHaveCount(0);
  });
});

test.describe('a Project Viewer of default', () => {
  test('reads the project but sees no button that would change it, in English and Chinese', async ({
    page,
    loginAs,
  }) => {
    test.setTimeout(120_000);
    await signedInAs(page, loginAs, 'bob', 'Bob', '/projects/default/summary');
    await expect(section(page, 'General').getByText('Owner')).toBeVisible();
    await expect(section(page, 'Targets').getByRole('cell', { name: 'local/default' })).toBeVisible();
    await expect(section(page, 'Configs')).toBeVisible();
    await settled(page);
    await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Add' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Distribute|Delete)/ })).toHaveCount(0);
    await expect(section(page, 'Config Distributions')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Members' }).click();
    await expect(section(page, 'Members').getByRole('cell', { name: 'bob', exact: true })).toBeVisible();
    await settled(page);
    await expect(page.getByRole('button', { name: 'Add Member' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^(Edit|Delete) / })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Roles' }).click();
    const roles = page.getByRole('navigation', { name: 'Roles of the project' });
    await expect(roles.getByRole('button', { name: /App Developer/ })).toBeVisible();
    await expect(page.getByText('Project View', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'New Role' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Language: English' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await page.getByRole('tab', { name: '成员' }).click();
    await expect(section(page, '成员').getByRole('cell', { name: 'bob', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: '添加成员' })).toHaveCount(0);
    await settled(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('is refused by the server when changing the project directly', async ({ request, sandbox }) => {
    const { accessToken } = await sandbox.login('bob');
    const headers = { Authorization: `Bearer ${accessToken}` };
    const member = { userName: 'henry', userRoles: ['project-viewer'] };
    expect((await request.post('/api/v1/projects/default/users', { headers, data: member })).status()).toBe(
      403,
    );
    const role = { name: 'bobs-role', alias: 'Bob', permissions: ['project-view'] };
    expect((await request.post('/api/v1/projects/default/roles', { headers, data: role })).status()).toBe(
      403,
    );
    const project = { alias: 'Mine', description: '', owner: 'bob' };
    expect((await request.put('/api/v1/projects/default', { headers, data: project })).status()).toBe(403);
    const distribution = {
      name: 'distribute-x',
      configs: [{ name: 'x', namespace: 'default' }],
      targets: [{ clusterName: 'local', namespace: 'default' }],
    };
    expect(
      (
        await request.post('/api/v1/projects/default/distributions', { headers, data: distribution })
      ).status(),
    ).toBe(403);
  });
});
