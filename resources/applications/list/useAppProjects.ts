import { displayName } from '@dataProvider/displayName';
import type { components } from '../../../contract/api';
import { useCanAccessResources, usePermissions } from 'react-admin';

type UserInfo = components['schemas']['v1.LoginUserInfoResponse'];

export interface ProjectChoice {
  id: string;
  name: string;
}

const appCreation = (project: string) => `project:${project}/application:*`;

/** The project a new application goes to when the user may create there. */
export const PREFERRED_PROJECT = 'default';

/**
 * The user's projects (from user_info) in which they may create applications, as picker choices, and
 * the one to preselect: `default` when allowed, else the first.
 */
export function useAppProjects(): { choices: ProjectChoice[]; preferred?: string; isPending: boolean } {
  const { permissions, isPending: loadingUser } = usePermissions<UserInfo>();
  const projects = permissions?.projects ?? [];
  const { canAccess, isPending: checking } = useCanAccessResources({
    action: 'create',
    resources: projects.map((project) => appCreation(project.name)),
  });
  const choices = projects
    .filter((project) => canAccess?.[appCreation(project.name)])
    .map((project) => ({ id: project.name, name: displayName(project) }));
  const preferred = choices.find((choice) => choice.id === PREFERRED_PROJECT)?.id ?? choices[0]?.id;
  return { choices, preferred, isPending: loadingUser || checking };
}
