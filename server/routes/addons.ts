import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { BusinessError } from '../errors';
import { can, tokenRoute } from '../http/access';
import { asBody, type Body, optionalStringList, stringField } from '../http/body';
import { detailAddon, listAddons } from '../services/addons/addons';
import {
  addonStatus,
  disableAddon,
  type EnableAddonInput,
  enableAddon,
  listEnabledAddons,
  updateAddon,
} from '../services/addons/enablement';
import { queryString } from '../services/paging';

type AddonParams = { Params: { addonName: string } };

function enableInput(body: Body): EnableAddonInput {
  const args = body.args;
  if (args !== undefined && args !== null && (typeof args !== 'object' || Array.isArray(args))) {
    throw new BusinessError(400, "the field 'args' must be an object");
  }
  return {
    args: (args ?? {}) as Record<string, unknown>,
    clusters: optionalStringList(body, 'clusters'),
    version: stringField(body, 'version'),
    registryName: stringField(body, 'registryName'),
  };
}

export function registerAddonRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/addons';
  const addon = 'addon:{addonName}';

  app.get(base, can('list', addon), async (request) =>
    listAddons(ctx, {
      registry: queryString(request.query, 'registry'),
      query: queryString(request.query, 'query'),
    }),
  );

  app.get<AddonParams>(`${base}/:addonName`, can('detail', addon), async (request) =>
    detailAddon(ctx, request.params.addonName, {
      registry: queryString(request.query, 'registry'),
      version: queryString(request.query, 'version'),
    }),
  );

  app.get<AddonParams>(`${base}/:addonName/status`, can('detail', addon), async (request) =>
    addonStatus(ctx, request.params.addonName),
  );

  app.post<AddonParams>(`${base}/:addonName/enable`, can('enable', addon), async (request) =>
    enableAddon(ctx, request.params.addonName, enableInput(asBody(request.body))),
  );

  app.put<AddonParams>(`${base}/:addonName/update`, can('update', addon), async (request) =>
    updateAddon(ctx, request.params.addonName, enableInput(asBody(request.body))),
  );

  app.post<AddonParams>(`${base}/:addonName/disable`, can('disable', addon), async (request) =>
    disableAddon(ctx, request.params.addonName, queryString(request.query, 'force') === 'true'),
  );

  app.get('/api/v1/enabled_addon', tokenRoute, async () => listEnabledAddons(ctx));
}
