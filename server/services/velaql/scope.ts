/**
 * What a VelaQL caller may see. The real server runs every view for any signed-in user; the sandbox
 * shows an application's pods, logs, events, endpoints and resources only to those who may read the
 * application, and a namespace only to those who may read the project, env, target or app owning it.
 */
import type { ServiceContext } from '../../context';
import type { ReadScope } from '../../runtime/velaql/viewInput';
import type { Stored } from '../../store/documentStore';
import { isAllowed } from '../rbac/access';

function remembered(check: (name: string) => boolean): (name: string) => boolean {
  const answers = new Map<string, boolean>();
  return (name) => {
    const known = answers.get(name);
    if (known !== undefined) return known;
    const answer = check(name);
    answers.set(name, answer);
    return answer;
  };
}

export function readScopeOf(ctx: ServiceContext, user: Stored<'user'>): ReadScope {
  const allows = (project: string, resource: string) =>
    isAllowed(ctx, user, { project, action: 'detail', resource });
  return {
    readsApp: remembered((name) => {
      const project = ctx.store.get('application', name)?.project;
      return !!project && allows(project, `project:${project}/application:${name}`);
    }),
    readsProject: remembered((name) => allows(name, `project:${name}/application:*`)),
    readsCluster: remembered((name) => allows('', `cluster:${name}`)),
  };
}
