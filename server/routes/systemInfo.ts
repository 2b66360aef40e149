import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { can, tokenRoute } from '../http/access';
import { asBody, optionalBoolean, stringField, webAddressField, type Body } from '../http/body';
import { getSystemInfo, updateSystemInfo } from '../services/systemInfo';
import type { ProjectRef } from '../store/records';
import { BusinessError } from '../errors';

function projectRefs(value: unknown): ProjectRef[] | undefined {
  if (value === undefined || value === null) return undefined;
  const valid =
    Array.isArray(value) &&
    value.every(
      (item: { name?: unknown; roles?: unknown }) =>
        typeof item?.name === 'string' &&
        Array.isArray(item.roles) &&
        item.roles.every((role) => typeof role === 'string'),
    );
  if (!valid)
    throw new BusinessError(400, "the field 'dexUserDefaultProjects' must be a list of {name, roles}");
  return (value as ProjectRef[]).map(({ name, roles }) => ({ name, roles }));
}

/**
 * The Vela address becomes the dex issuer and redirect the login page sends every visitor to, so it
 * must be an http(s) URL (or empty, for the default address).
 */
function velaAddress(body: Body): string | undefined {
  return body.velaAddress === undefined ? undefined : webAddressField(body, 'velaAddress');
}

export function registerSystemInfoRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  app.get('/api/v1/system_info', tokenRoute, async () => getSystemInfo(ctx));

  app.put('/api/v1/system_info', can('update', 'systemSetting:*'), async (request) => {
    const body = asBody(request.body);
    return updateSystemInfo(ctx, {
      enableCollection: optionalBoolean(body, 'enableCollection') ?? false,
      loginType: stringField(body, 'loginType'),
      velaAddress: velaAddress(body),
      dexUserDefaultProjects: projectRefs(body.dexUserDefaultProjects),
    });
  });
}
