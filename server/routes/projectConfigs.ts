import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can } from '../http/access';
import { asBody, stringField } from '../http/body';
import { objectList } from '../http/bodyExtras';
import { createConfig, deleteConfig, listConfigs, updateConfig } from '../services/configs/configs';
import { applyDistribution, deleteDistribution, listDistributions } from '../services/configs/distributions';
import { listTerraformProviders } from '../services/configs/providers';
import { detailTemplate, listTemplates } from '../services/configs/templates';
import { queryString } from '../services/paging';
import { requireProject } from '../services/projectRecords';
import { createConfigInput, updateConfigInput } from './configBodies';
import { configDetail } from './configDetail';

type InProject<P = object> = { Params: { projectName: string } & P };
type ConfigParams = InProject<{ configName: string }>;

/**
 * Configs, templates, distributions and providers of one project. Secrets in properties come hidden
 * but to who asks the detail with `?reveal=true` and may update the config.
 */
export function registerProjectConfigRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/projects/:projectName';
  const config = 'project:{projectName}/config:{configName}';
  // The real server checks only `list` on every project config route, writes included; here writes
  // need their own action, so a Project Viewer cannot change configs.
  const readConfigs = can('list', config);
  const distribute = can('distribute', 'project:{projectName}/config:*');

  app.get<InProject>(`${base}/config_templates`, can('list', config), async (request) => {
    requireProject(ctx, request.params.projectName);
    return listTemplates('project');
  });

  app.get<InProject<{ templateName: string }>>(
    `${base}/config_templates/:templateName`,
    can('get', config),
    async (request) => detailTemplate(request.params.templateName, queryString(request.query, 'namespace')),
  );

  app.get<InProject>(`${base}/configs`, readConfigs, async (request) =>
    listConfigs(ctx, request.params.projectName, queryString(request.query, 'template')),
  );

  app.post<InProject>(`${base}/configs`, can('create', config), async (request) =>
    createConfig(ctx, request.params.projectName, createConfigInput(request.body)),
  );

  app.get<ConfigParams>(`${base}/configs/:configName`, readConfigs, async (request) =>
    configDetail(ctx, request, request.params.projectName, { action: 'update', resource: config }),
  );

  app.put<ConfigParams>(`${base}/configs/:configName`, can('update', config), async (request) =>
    updateConfig(ctx, request.params.projectName, request.params.configName, updateConfigInput(request.body)),
  );

  app.delete<ConfigParams>(`${base}/configs/:configName`, can('delete', config), async (request) => {
    deleteConfig(ctx, request.params.projectName, request.params.configName);
    return {};
  });

  app.get<InProject>(`${base}/distributions`, distribute, async (request) =>
    listDistributions(ctx, request.params.projectName),
  );

  app.post<InProject>(`${base}/distributions`, distribute, async (request) => {
    const body = asBody(request.body);
    applyDistribution(ctx, request.params.projectName, {
      name: stringField(body, 'name'),
      configs: objectList(body, 'configs').map((item) => ({
        name: stringField(item, 'name'),
        namespace: stringField(item, 'namespace'),
      })),
      targets: objectList(body, 'targets').map((item) => ({
        clusterName: stringField(item, 'clusterName'),
        namespace: stringField(item, 'namespace'),
      })),
    });
    return {};
  });

  app.delete<InProject<{ distributionName: string }>>(
    `${base}/distributions/:distributionName`,
    distribute,
    async (request) => {
      deleteDistribution(ctx, request.params.projectName, request.params.distributionName);
      return {};
    },
  );

  app.get<InProject>(`${base}/providers`, can('list', 'project:{projectName}/provider:*'), async () =>
    listTerraformProviders(ctx),
  );
}
