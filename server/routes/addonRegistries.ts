import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { BusinessError } from '../errors';
import { can } from '../http/access';
import { asBody, type Body, stringField, webAddressField } from '../http/body';
import type { AddonRegistry } from '../store/addonRecords';
import {
  createRegistry,
  deleteRegistry,
  listRegistries,
  type RegistrySources,
  updateRegistry,
} from '../services/addons/registries';

type RegistryParams = { Params: { addonRegName: string } };

/** The fields of each kind of source, its address first. */
const sourceFields: Record<keyof RegistrySources, string[]> = {
  helm: ['url', 'username', 'password'],
  git: ['url', 'path', 'token'],
  gitee: ['url', 'path', 'token'],
  gitlab: ['url', 'repo', 'path', 'token'],
  oss: ['end_point', 'bucket', 'path'],
};

/**
 * Each source is an object of strings (plus helm's `insecureSkipTLS`); unknown keys are dropped. Its
 * address (`url`, OSS's `end_point`) must be http(s), as the console's registry form asks of every kind.
 */
function readSources(body: Body): RegistrySources {
  const sources: Record<string, Record<string, string | boolean>> = {};
  for (const [kind, fields] of Object.entries(sourceFields)) {
    const raw = body[kind];
    if (raw === undefined || raw === null) continue;
    if (typeof raw !== 'object' || Array.isArray(raw))
      throw new BusinessError(400, `the field '${kind}' must be an object`);
    const source = asBody(raw);
    const picked: Record<string, string | boolean> = {};
    const [addressField, ...otherFields] = fields;
    picked[addressField] = webAddressField(source, addressField, `${kind}.${addressField}`);
    for (const field of otherFields) picked[field] = stringField(source, field);
    if (kind === 'helm' && typeof source.insecureSkipTLS === 'boolean')
      picked.insecureSkipTLS = source.insecureSkipTLS;
    sources[kind] = picked;
  }
  return sources as RegistrySources;
}

export function registerAddonRegistryRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/addon_registries';
  const registry = 'addonRegistry:{addonRegName}';

  app.get(base, can('list', registry), async () => listRegistries(ctx));

  app.post(base, can('create', registry), async (request) => {
    const body = asBody(request.body);
    const created: AddonRegistry = { name: stringField(body, 'name'), ...readSources(body) };
    return createRegistry(ctx, created);
  });

  app.put<RegistryParams>(`${base}/:addonRegName`, can('update', registry), async (request) =>
    updateRegistry(ctx, request.params.addonRegName, readSources(asBody(request.body))),
  );

  // The contract answers a delete with the registry that was removed.
  app.delete<RegistryParams>(`${base}/:addonRegName`, can('delete', registry), async (request) =>
    deleteRegistry(ctx, request.params.addonRegName),
  );
}
