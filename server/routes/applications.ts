/**
 * Application routes: list, create, detail, update, delete, statistics, template, deploy, dry-run,
 * compare, reset, status of all envs and the app-level records.
 */
import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can, canCreateInBodyProject, currentUser, tokenRoute } from '../http/access';
import { asBody, stringField } from '../http/body';
import { sendRemembered } from '../http/rememberedAnswer';
import {
  applicationStatistics,
  createApplication,
  detailApplication,
  listApplications,
  updateApplication,
} from '../services/applications/applications';
import { compareApplication, type CompareRequest } from '../services/applications/compare';
import { deployApplication } from '../services/applications/deploy';
import { dryRunApplication } from '../services/applications/dryRun';
import { deleteApplication } from '../services/applications/lifecycle';
import { requireApp } from '../services/applications/lookups';
import { resetApplication } from '../services/applications/reset';
import { allEnvStatus } from '../services/applications/status';
import { queryString } from '../services/paging';
import { listApplicationRecords } from '../services/workflows/records';
import { componentInput, deployInput, labelsField, objectList } from './applicationBodies';

export type AppParams = { Params: { appName: string } };
export const appResource = 'project:{projectName}/application:{appName}';

export function registerApplicationRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/applications';
  const one = `${base}/:appName`;

  app.get(base, tokenRoute, async (request, reply) => {
    const filter = ['query', 'project', 'env', 'targetName', 'labels'] as const;
    const values = Object.fromEntries(filter.map((name) => [name, queryString(request.query, name)]));
    const username = currentUser(request).name;
    return sendRemembered(reply, ctx.store, `applications ${JSON.stringify([username, values])}`, () =>
      listApplications(ctx, username, {
        query: values.query,
        project: values.project,
        env: values.env,
        targetName: values.targetName,
        labels: values.labels,
      }),
    );
  });

  // The app goes to the body's project, so that project is checked (the real server checks `?project=`).
  app.post(base, canCreateInBodyProject('project:{projectName}/application:*'), async (request) => {
    const body = asBody(request.body);
    const component =
      body.component === undefined || body.component === null ? undefined : componentInput(body.component);
    const input = {
      name: stringField(body, 'name'),
      alias: stringField(body, 'alias'),
      description: stringField(body, 'description'),
      icon: stringField(body, 'icon'),
      labels: labelsField(body, 'labels'),
      project: stringField(body, 'project') || queryString(request.query, 'project'),
      envBindings: objectList(body, 'envBinding').map((binding) => stringField(binding, 'name')),
      component,
    };
    return createApplication(ctx, input, currentUser(request).name);
  });

  app.get<AppParams>(one, can('detail', appResource), async (request) =>
    detailApplication(ctx, request.params.appName),
  );

  app.put<AppParams>(one, can('update', appResource), async (request) => {
    const body = asBody(request.body);
    return updateApplication(ctx, request.params.appName, {
      alias: stringField(body, 'alias'),
      description: stringField(body, 'description'),
      icon: stringField(body, 'icon'),
      labels: labelsField(body, 'labels'),
      annotations: labelsField(body, 'annotations'),
    });
  });

  app.delete<AppParams>(one, can('delete', appResource), async (request) => {
    deleteApplication(ctx, request.params.appName);
    return {};
  });

  app.get<AppParams>(`${one}/statistics`, can('detail', appResource), async (request) =>
    applicationStatistics(ctx, request.params.appName),
  );

  // The real server stores nothing here yet; it answers with the template the app would become.
  app.post<AppParams>(
    `${one}/template`,
    can('create', 'project:{projectName}/applicationTemplate:*'),
    async (request) => {
      const found = requireApp(ctx, request.params.appName);
      return {
        templateName: found.name,
        createTime: found.createTime,
        updateTime: found.updateTime,
        versions: [],
      };
    },
  );

  app.post<AppParams>(`${one}/deploy`, can('deploy', appResource), async (request) =>
    deployApplication(ctx, request.params.appName, deployInput(request.body), currentUser(request).name),
  );

  app.post<AppParams>(`${one}/dry-run`, can('detail', appResource), async (request) => {
    const body = asBody(request.body);
    return dryRunApplication(ctx, request.params.appName, {
      dryRunType: stringField(body, 'dryRunType'),
      env: stringField(body, 'env'),
      workflow: stringField(body, 'workflow'),
      version: stringField(body, 'version'),
    });
  });

  app.post<AppParams>(`${one}/compare`, can('compare', appResource), async (request) =>
    compareApplication(ctx, request.params.appName, asBody(request.body) as CompareRequest),
  );

  app.post<AppParams>(`${one}/reset`, can('reset', appResource), async (request) =>
    resetApplication(ctx, request.params.appName, currentUser(request).name),
  );

  app.get<AppParams>(`${one}/status`, can('detail', `${appResource}/envBinding:*`), async (request) =>
    allEnvStatus(ctx, request.params.appName),
  );

  app.get<AppParams>(`${one}/records`, can('list', `${appResource}/workflow:*/record:*`), async (request) =>
    listApplicationRecords(ctx, request.params.appName),
  );
}
