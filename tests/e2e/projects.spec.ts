import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { section, settled, signedInAs } from '../pages/ProjectPages';

test.describe('an administrator managing projects', () => {
  test.beforeEach(() => test.setTimeout(120_000));

  test('creates a project with an owner on the project list and finds it on its summary', async ({
    page,
    loginAs,
  }) => {
    await signedInAs(page, loginAs, 'admin', 'Administrator', '/platform/projects');
    await expect(page.getByRole('heading', { level: 1, name: 'Projects' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'team-shop' })).toBeVisible();
    await settled(page);

    await page.getByRole('button', { name: 'New Project' }).click();
    const drawer = page.getByRole('dialog', { name: 'New Project' });
    await drawer.getByRole('textbox', { name: 'Name' }).fill('Web Team');
    await drawer.getByRole('textbox', { name: 'Alias' }).fill('W');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(drawer.getByText('Please enter a project name')).toBeVisible();
    await expect(drawer.getByText('Enter a string of 2 to 64 characters.')).toBeVisible();

    await drawer.getByRole('textbox', { name: 'Name' }).fill('web-team');
    await drawer.getByRole('textbox', { name: 'Alias' }).fill('Web Team');
    await drawer.getByRole('combobox', { name: 'Owner' }).fill('gra');
    await page.getByRole('option', { name: 'Grace(grace)' }).click();
    await drawer.getByRole('textbox', { name: 'Description' }).fill('The public web site.');
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Project created successfully')).toBeVisible();
    await expect(drawer).toHaveCount(0);

    await page.getByRole('link', { name: 'web-team' }).click();
    await expect(page).toHaveURL(/\/projects\/web-team\/summary$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Web Team' })).toBeVisible();
    const general = section(page, 'General');
    await expect(general.getByText('web-team(Web Team)')).toBeVisible();
    await expect(general.getByText('Grace(grace)')).toBeVisible();
    await expect(general.getByText('The public web site.')).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('adds a member with a project role, who then finds the project among theirs', async ({
    page,
    loginAs,
  }) => {
    await signedInAs(page, loginAs, 'admin', 'Administrator', '/projects/team-shop/members');
    const members = section(page, 'Members');
    await expect(members.getByRole('cell', { name: 'grace', exact: true })).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Add Member' }).click();
    const drawer = page.getByRole('dialog', { name: 'Add Member' });
    await drawer.getByRole('combobox', { name: 'Username' }).fill('hen');
    await page.getByRole('option', { name: 'Henry(henry)' }).click();
    await drawer.getByRole('checkbox', { name: 'Project Viewer' }).check();
    await expectNoSeriousA11yViolations(page);
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Member added successfully')).toBeVisible();
    await expect(members.getByRole('cell', { name: 'henry', exact: true })).toBeVisible();

    await signedInAs(page, loginAs, 'henry', 'Henry', '/projects');
    await expect(page.getByRole('cell', { name: 'Shop Team' })).toBeVisible();
    await page.getByRole('cell', { name: 'team-shop' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Shop Team' })).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page);
  });

  test('creates a project role with permissions, other roles closed while it is being created', async ({
    page,
    loginAs,
  }) => {
    await signedInAs(page, loginAs, 'admin', 'Administrator', '/projects/team-shop/roles');
    const roles = page.getByRole('navigation', { name: 'Roles of the project' });
    await expect(roles.getByRole('button', { name: /Project Admin/ })).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'App Management' })).toBeVisible();
    await settled(page);
    await expectNoSeriousA11yViolations(page);

    await roles.getByRole('button', { name: 'New Role' }).click();
    await expect(page).toHaveURL(/\/projects\/team-shop\/roles#create$/);
    await roles.getByRole('button', { name: /Project Viewer/ }).click();
    await expect(
      page.getByText('When adding a project role, you cannot view the details of other project roles'),
    ).toBeVisible();

    const editor = section(page, 'New Role');
    await editor.getByRole('textbox', { name: 'Name' }).fill('release-manager');
    await editor.getByRole('textbox', { name: 'Alias' }).fill('Release Manager');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('Please select at last one permission')).toBeVisible();
    await editor.getByRole('checkbox', { name: 'Project View' }).check();
    await editor.getByRole('checkbox', { name: 'Pipeline Management' }).check();
    await expectNoSeriousA11yViolations(page);
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Role created successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/projects\/team-shop\/roles\/release-manager$/);
    await expect(roles.getByRole('button', { name: /Release Manager/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('checkbox', { name: 'Pipeline Management' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'App Management' })).not.toBeChecked();
  });
});
