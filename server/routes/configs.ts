import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can } from '../http/access';
import { createConfig, deleteConfig, listConfigs, updateConfig } from '../services/configs/configs';
import { detailTemplate, listTemplates } from '../services/configs/templates';
import { queryString } from '../services/paging';
import { createConfigInput, updateConfigInput } from './configBodies';
import { configDetail } from './configDetail';

type ConfigParams = { Params: { configName: string } };
type TemplateParams = { Params: { templateName: string } };

/**
 * Platform configs (in vela-system) and config templates; every route checks `config:*`. Secrets in
 * properties come hidden but to who asks the detail with `?reveal=true` and may update configs.
 */
export function registerConfigRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const config = 'config:*';

  app.get('/api/v1/config_templates', can('list', config), async () => listTemplates());

  app.get<TemplateParams>('/api/v1/config_templates/:templateName', can('get', config), async (request) =>
    detailTemplate(request.params.templateName, queryString(request.query, 'namespace')),
  );

  app.get('/api/v1/configs', can('list', config), async (request) =>
    listConfigs(ctx, '', queryString(request.query, 'template')),
  );

  app.post('/api/v1/configs', can('create', config), async (request) =>
    createConfig(ctx, '', createConfigInput(request.body)),
  );

  // The contract declares lists for the next two answers; the real server sends the config itself.
  app.get<ConfigParams>('/api/v1/configs/:configName', can('get', config), async (request) => [
    configDetail(ctx, request, ''),
  ]);

  app.put<ConfigParams>('/api/v1/configs/:configName', can('update', config), async (request) => [
    updateConfig(ctx, '', request.params.configName, updateConfigInput(request.body)),
  ]);

  app.delete<ConfigParams>('/api/v1/configs/:configName', can('delete', config), async (request) => {
    deleteConfig(ctx, '', request.params.configName);
    return {};
  });
}
