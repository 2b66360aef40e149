/** Test support: the platform roles screen over the sandbox, on a platform made through its API. */
import { DeclaredList } from '@src/common/kit/declared/DeclaredList';
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import type { TestSandbox } from '@src/test/sandboxFetch';
import { createElement } from 'react';
import { declarations } from '../declarations';

/** The sandbox clock's time, so records show a time the tests can name. */
export const SANDBOX_TIME = () => new Date('2024-05-01T10:20:30');

/** The admin role with a second permission, and the role auditor. */
export async function seedRoles(sandbox: TestSandbox): Promise<void> {
  await sandbox.request('PUT', '/api/v1/roles/admin', {
    alias: 'Admin',
    permissions: ['admin', 'cluster-management'],
  });
  await sandbox.request('POST', '/api/v1/roles', { name: 'auditor', permissions: ['project-list'] });
}

const roles = declarations.find((declaration) => declaration.name === 'roles');
if (!roles) throw new Error('the roles are declared in resources/declarations');

/** The declared roles' list (with its drawers) at /roles and the hash given. */
export const renderRoles = (sandbox: TestSandbox, hash = '') =>
  renderWithSandbox(sandbox, createElement(DeclaredList, { declaration: roles }), {
    resource: 'roles',
    path: `/roles${hash}`,
  });
