import { displayName } from '@dataProvider/displayName';
import type { components } from '../../contract/api';
import { useCanAccessResources, usePermissions } from 'react-admin';

type UserInfo = components['schemas']['v1.LoginUserInfoResponse'];

export interface ProjectChoice {
  id: string;
  name: string;
}

/**
 * The user's projects (from user_info) in which they may do `action` on the permission resource
 * `resourceOf(project)` (`project:{p}/pipeline:*` for creating pipelines), as picker choices.
 */
export function useProjectsAllowing(
  action: string,
  resourceOf: (project: string) => string,
): { choices: ProjectChoice[]; isPending: boolean } {
  const { permissions, isPending: loadingUser } = usePermissions<UserInfo>();
  const projects = permissions?.projects ?? [];
  const { canAccess, isPending: checking } = useCanAccessResources({
    action,
    resources: projects.map((project) => resourceOf(project.name)),
  });
  const choices = projects
    .filter((project) => canAccess?.[resourceOf(project.name)])
    .map((project) => ({ id: project.name, name: displayName(project) }));
  return { choices, isPending: loadingUser || checking };
}
