import { displayName } from '@dataProvider/displayName';
import type { components } from '../../contract/api';
import { useCanAccessResources, usePermissions } from 'react-admin';

type UserInfo = components['schemas']['v1.LoginUserInfoResponse'];

export interface ProjectChoice {
  id: string;
  name: string;
}

const envCreation = (project: string) => `project:${project}/environment:*`;

/** The user's projects (from user_info) in which they may create environments, as picker choices. */
export function useEnvProjects(): { choices: ProjectChoice[]; isPending: boolean } {
  const { permissions, isPending: loadingUser } = usePermissions<UserInfo>();
  const projects = permissions?.projects ?? [];
  const { canAccess, isPending: checking } = useCanAccessResources({
    action: 'create',
    resources: projects.map((project) => envCreation(project.name)),
  });
  const choices = projects
    .filter((project) => canAccess?.[envCreation(project.name)])
    .map((project) => ({ id: project.name, name: displayName(project) }));
  return { choices, isPending: loadingUser || checking };
}
