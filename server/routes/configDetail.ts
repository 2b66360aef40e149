import type { FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { revealRequested, type PermissionCheck } from '../http/access';
import { getConfig, type Config } from '../services/configs/configs';

/** Who may update platform configs, and so see their secrets. */
const platformConfigUpdate: PermissionCheck = { action: 'update', resource: 'config:*' };

/**
 * A config's detail, secrets hidden; `?reveal=true` shows them to who may update the config and is
 * refused (403) to anyone else. A project's fallback to a platform config (`project` '') needs the
 * update of platform configs, so a project admin cannot reveal the platform's secrets. A missing
 * config answers 404 before any 403.
 */
export function configDetail(
  ctx: ServiceContext,
  request: FastifyRequest,
  project: string,
  projectConfigUpdate?: PermissionCheck,
): Config {
  const { configName } = request.params as { configName: string };
  const found = getConfig(ctx, project, configName);
  const update = found.project && projectConfigUpdate ? projectConfigUpdate : platformConfigUpdate;
  return revealRequested(ctx, request, update) ? getConfig(ctx, project, configName, true) : found;
}
