import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { BusinessError } from '../errors';
import { can, tokenRoute } from '../http/access';
import { asBody, type Body, stringField } from '../http/body';
import {
  detailManagedPlugin,
  detailPlugin,
  disablePlugin,
  enablePlugin,
  installPlugin,
  listEnabledAppPlugins,
  listManagedPlugins,
  type PluginSettingInput,
  uninstallPlugin,
  updatePluginSetting,
} from '../services/plugins/plugins';

type PluginParams = { Params: { pluginId: string } };

function optionalObject(body: Body, key: string): Record<string, unknown> | undefined {
  const value = body[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value))
    throw new BusinessError(400, `the field '${key}' must be an object`);
  return value as Record<string, unknown>;
}

function settingInput(raw: unknown): PluginSettingInput {
  const body = asBody(raw);
  return {
    jsonData: optionalObject(body, 'jsonData'),
    secureJsonData: optionalObject(body, 'secureJsonData'),
  };
}

export function registerPluginRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const manage = '/api/v1/manage/plugins';
  // Every management route checks `managePlugin:*`; install, uninstall, enable and disable all need `enable`.
  const managePlugin = 'managePlugin:*';

  app.get('/api/v1/plugins', tokenRoute, async () => listEnabledAppPlugins(ctx));

  app.get<PluginParams>('/api/v1/plugins/:pluginId', tokenRoute, async (request) =>
    detailPlugin(ctx, request.params.pluginId),
  );

  app.get(manage, can('list', managePlugin), async () => listManagedPlugins(ctx));

  app.get<PluginParams>(`${manage}/:pluginId`, can('detail', managePlugin), async (request) =>
    detailManagedPlugin(ctx, request.params.pluginId),
  );

  app.post<PluginParams>(`${manage}/:pluginId/setting`, can('update', managePlugin), async (request) =>
    updatePluginSetting(ctx, request.params.pluginId, settingInput(request.body)),
  );

  app.post<PluginParams>(`${manage}/:pluginId/enable`, can('enable', managePlugin), async (request) =>
    enablePlugin(ctx, request.params.pluginId, settingInput(request.body)),
  );

  app.post<PluginParams>(`${manage}/:pluginId/disable`, can('enable', managePlugin), async (request) =>
    disablePlugin(ctx, request.params.pluginId),
  );

  app.post<PluginParams>(`${manage}/:pluginId/install`, can('enable', managePlugin), async (request) =>
    installPlugin(ctx, request.params.pluginId, stringField(asBody(request.body), 'url')),
  );

  app.post<PluginParams>(`${manage}/:pluginId/uninstall`, can('enable', managePlugin), async (request) => {
    uninstallPlugin(ctx, request.params.pluginId);
    return {};
  });
}
