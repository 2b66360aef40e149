/** Test support: a project's tab drawn over the in-process sandbox, and the records its tests read. */
import { renderWithSandbox } from '@src/test/renderWithSandbox';
import type { TestSandbox } from '@src/test/sandboxFetch';
import { createElement } from 'react';
import { ProjectDetail } from '../detail/ProjectDetail';

/** The sandbox clock's time, so records show a time the tests can name. */
export const SANDBOX_TIME = () => new Date('2024-05-01T10:20:30');

export const PASSWORD = 'Secret123';

/**
 * A project's page as its route draws it (`/projects/:projectName/:tab/*`), without the console's layout
 * around it, over the sandbox: for what a tab shows and does.
 */
export const renderProjectTab = (sandbox: TestSandbox, path: string) =>
  renderWithSandbox(sandbox, createElement(ProjectDetail), {
    resource: 'projects',
    path,
    route: '/projects/:projectName/:tab/*',
  });

/** A user with the platform `roles` (none by default), who may sign in with PASSWORD. */
export const seedUser = (sandbox: TestSandbox, name: string, roles: string[] = []) =>
  sandbox.request('POST', '/api/v1/users', {
    name,
    alias: name[0].toUpperCase() + name.slice(1),
    email: `${name}@example.com`,
    password: PASSWORD,
    roles,
  });

/** Makes `user` a member of `project` with the project roles `roles`. */
export const addMember = (sandbox: TestSandbox, project: string, user: string, roles: string[]) =>
  sandbox.request('POST', `/api/v1/projects/${project}/users`, { userName: user, userRoles: roles });
