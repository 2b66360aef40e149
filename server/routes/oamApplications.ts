/**
 * `/v1/namespaces/{namespace}/applications/{appname}`: Applications applied without VelaUX's model.
 * The path parameter is `appname`, so the check runs on `application:*` (admin only in practice).
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { BusinessError } from '../errors';
import { can } from '../http/access';
import { asBody } from '../http/body';
import {
  applyOamApplication,
  deleteOamApplication,
  getOamApplication,
  type OamSpec,
} from '../services/applications/oamApplications';
import { queryString } from '../services/paging';
import { objectField } from './applicationBodies';

type OamParams = { Params: { namespace: string; appname: string } };

function specOf(raw: unknown): OamSpec {
  const body = asBody(raw);
  if (!Array.isArray(body.components)) throw new BusinessError(400, "the field 'components' must be a list");
  const spec: OamSpec = { components: body.components };
  if (Array.isArray(body.policies)) spec.policies = body.policies;
  const workflow = objectField(body, 'workflow');
  if (workflow) spec.workflow = workflow;
  return spec;
}

export function registerOamApplicationRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const path = '/v1/namespaces/:namespace/applications/:appname';
  const resource = 'project:{projectName}/application:*';

  app.get<OamParams>(path, can('detail', resource), async (request) =>
    getOamApplication(ctx, request.params.namespace, request.params.appname),
  );

  app.post<OamParams>(path, can('deploy', resource), async (request) => {
    const { namespace, appname } = request.params;
    applyOamApplication(ctx, namespace, appname, specOf(request.body), queryString(request.query, 'dryRun'));
    return {};
  });

  app.delete<OamParams>(path, can('delete', resource), async (request) => {
    deleteOamApplication(ctx, request.params.namespace, request.params.appname);
    return {};
  });
}
