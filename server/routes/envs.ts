import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can, canCreateInBodyProject, currentUser, tokenRoute } from '../http/access';
import { asBody, optionalBoolean, stringField, stringList } from '../http/body';
import { createEnv, deleteEnv, listEnvs, updateEnv } from '../services/projects/envs';
import { queryString, readPaging } from '../services/paging';

type EnvParams = { Params: { envName: string } };

/** Environments. The list has no RBAC check; it only shows projects the caller is a member of. */
export function registerEnvRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/envs';
  const env = 'project:{projectName}/environment:{envName}';

  app.get(base, tokenRoute, async (request) =>
    listEnvs(
      ctx,
      currentUser(request).name,
      readPaging(request.query),
      queryString(request.query, 'project'),
    ),
  );

  // The env goes to the body's project, so that project is checked (the real server checks `?project=`).
  app.post(base, canCreateInBodyProject(env), async (request) => {
    const body = asBody(request.body);
    return createEnv(ctx, {
      name: stringField(body, 'name'),
      alias: stringField(body, 'alias'),
      description: stringField(body, 'description'),
      project: stringField(body, 'project'),
      namespace: stringField(body, 'namespace'),
      targets: stringList(body, 'targets'),
      allowTargetConflict: optionalBoolean(body, 'allowTargetConflict'),
    });
  });

  app.put<EnvParams>(`${base}/:envName`, can('update', env), async (request) => {
    const body = asBody(request.body);
    return updateEnv(ctx, request.params.envName, {
      alias: stringField(body, 'alias'),
      description: stringField(body, 'description'),
      targets: stringList(body, 'targets'),
    });
  });

  app.delete<EnvParams>(`${base}/:envName`, can('delete', env), async (request) => {
    deleteEnv(ctx, request.params.envName);
    return {};
  });
}
