import { demoPassword, expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { LoginPage } from '../pages/LoginPage';
import type { APIRequestContext, Page } from '@playwright/test';

const NEW_PASSWORD = 'Fresh2024';

async function signInAnswer(request: APIRequestContext, username: string, password: string) {
  const response = await request.post('/api/v1/auth/login', { data: { username, password } });
  return { status: response.status(), body: (await response.json()) as { BusinessCode?: number } };
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) });

test.describe('an administrator manages users', () => {
  test('creates a user, resets its password, disables it and enables it again', async ({
    page,
    loginAs,
    request,
  }) => {
    // A long journey: five sign-ins (bcrypt) and three accessibility checks on a shared machine.
    test.setTimeout(120_000);
    await loginAs('admin', '/users');
    await expect(rowOf(page, 'alice')).toBeVisible();

    await page.getByRole('button', { name: 'New User' }).click();
    const create = page.getByRole('dialog', { name: 'New User' });
    await expect.poll(async () => (await create.boundingBox())?.width, { message: 'drawer width' }).toBe(800);
    await create.getByRole('textbox', { name: 'Name' }).fill('carol');
    await create.getByRole('textbox', { name: 'Alias' }).fill('Carol');
    await create.getByLabel('Password *').fill(demoPassword);
    await create.getByRole('textbox', { name: 'Email' }).fill('carol@example.com');
    await expectNoSeriousA11yViolations(page);
    await create.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('User created successfully')).toBeVisible();
    const carol = rowOf(page, 'carol');
    await expect(carol.getByText('Active')).toBeVisible();

    await carol.getByRole('button', { name: 'Reset Password carol' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await expect(reset.getByRole('textbox', { name: 'Name' })).toHaveValue('carol');
    await expect(page).toHaveURL(/\/users#resetPassword\/carol$/);
    await reset.getByLabel('Password *').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();
    expect((await signInAnswer(request, 'carol', NEW_PASSWORD)).status).toBe(200);
    expect((await signInAnswer(request, 'carol', demoPassword)).status).not.toBe(200);

    await carol.getByRole('button', { name: 'Disable carol' }).click();
    const question = page.getByRole('dialog', { name: 'Please confirm' });
    await expect(question).toContainText('Disable the user carol?');
    await expectNoSeriousA11yViolations(page);
    await question.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('User status updated successfully')).toBeVisible();
    await expect(carol.getByText('Disabled')).toBeVisible();
    expect((await signInAnswer(request, 'carol', NEW_PASSWORD)).body.BusinessCode).toBe(14002);

    await carol.getByRole('button', { name: 'Enable carol' }).click();
    await expect(carol.getByText('Active')).toBeVisible();
    expect((await signInAnswer(request, 'carol', NEW_PASSWORD)).status).toBe(200);
  });

  test('an administrator who resets their own password is asked to sign in again, with the new one', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin', '/users#resetPassword/admin');
    const reset = page.getByRole('dialog', { name: 'Reset Password' });
    await reset.getByLabel('Password *').fill(NEW_PASSWORD);
    await reset.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();
    // The password change revoked this session's tokens: the next request finds out.
    await page.getByRole('button', { name: 'Refresh' }).click();
    const signInAgain = page.getByRole('dialog', { name: /The token is expired/ });
    await expect(signInAgain).toContainText('please log in again');
    await signInAgain.getByRole('button', { name: 'OK' }).click();
    await expect(page).toHaveURL(/\/login$/);
    const login = new LoginPage(page);
    await login.signIn('admin', demoPassword);
    await expect(page.getByText(/\(14007\)$/)).toBeVisible();
    await login.signIn('admin', NEW_PASSWORD);
    await expect(page).toHaveURL(/\/applications/);
  });

  test('finds users by email, edits one, and keeps the search and the drawer in the address', async ({
    page,
    loginAs,
  }) => {
    await loginAs('admin', '/users');
    await page.getByRole('textbox', { name: 'Search by email' }).fill('grace@');
    await expect(rowOf(page, 'alice')).toHaveCount(0);
    await rowOf(page, 'grace').getByRole('button', { name: 'Edit grace' }).click();
    await expect(page).toHaveURL(/\/users\?.*grace%40.*#edit\/grace$/);
    await page.reload();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await expect(edit.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(edit.getByRole('textbox', { name: 'Email' })).toBeDisabled();
    await edit.getByRole('textbox', { name: 'Alias' }).fill('Grace Hopper');
    await edit.getByRole('button', { name: 'Update' }).click();
    await expect(page.getByText('User updated successfully')).toBeVisible();
    await expect(rowOf(page, 'grace').getByRole('cell', { name: 'Grace Hopper' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Search by email' })).toHaveValue('grace@');
  });
});

test.describe('project members without platform roles', () => {
  test('see no user management, and the server refuses their user creation', async ({
    page,
    loginAs,
    request,
    sandbox,
  }) => {
    for (const name of ['alice', 'bob']) {
      await loginAs(name, '/users');
      await expect(page.getByRole('heading', { name: 'Access denied' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'New User' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /^(Edit|Disable|Delete) / })).toHaveCount(0);

      const { accessToken } = await sandbox.login(name);
      const created = await request.post('/api/v1/users', {
        headers: { Authorization: `Bearer ${accessToken}` },
        data: {
          name: `intruder-${name}`,
          email: `${name}-x@example.com`,
          password: demoPassword,
          roles: ['admin'],
        },
      });
      expect(created.status(), name).toBe(403);
    }
  });
});
