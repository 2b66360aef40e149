/**
 * Authentication and RBAC for every API route. Each route declares its access in `config.access`:
 * public, any valid token, or an action on a resource template (facts §3 route table). Templates use
 * `{projectName}` for the resolved project and `{param}` for path parameters; a missing value is `*`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { BusinessError } from '../errors';
import { authenticate } from '../services/auth';
import { isAllowed } from '../services/rbac/access';
import type { Stored } from '../store/documentStore';

export interface PermissionCheck {
  action: string;
  resource: string;
}

export type RouteAccess = 'public' | 'token' | PermissionCheck;

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

export function can(action: string, resource: string): { config: { access: PermissionCheck } } {
  return { config: { access: { action, resource } } };
}

export const publicRoute = { config: { access: 'public' as const } };
export const tokenRoute = { config: { access: 'token' as const } };

const signedInUsers = new WeakMap<FastifyRequest, Stored<'user'>>();

export function currentUser(request: FastifyRequest): Stored<'user'> {
  const user = signedInUsers.get(request);
  if (!user) throw new BusinessError(401);
  return user;
}

type Params = Record<string, string | undefined>;

function firstQueryValue(request: FastifyRequest, name: string): string {
  const value = (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string'
    ? value
    : Array.isArray(value) && typeof value[0] === 'string'
      ? value[0]
      : '';
}

/** First non-empty wins: path projectName, query project, query projectName, the app's, the env's. */
export function resolveProject(ctx: ServiceContext, request: FastifyRequest): string {
  const params = (request.params ?? {}) as Params;
  return (
    params.projectName ||
    firstQueryValue(request, 'project') ||
    firstQueryValue(request, 'projectName') ||
    (params.appName && ctx.store.get('application', params.appName)?.project) ||
    (params.envName && ctx.store.get('env', params.envName)?.project) ||
    '*'
  );
}

export function fillResource(template: string, params: Params, project: string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'projectName' ? project : params[name] || '*',
  );
}

/** Under /view the token may also come as `?token=`: an iframe cannot send headers. */
function authorizationOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (header || !request.url.startsWith('/view/')) return header;
  const token = firstQueryValue(request, 'token');
  return token ? `Bearer ${token}` : undefined;
}

export function registerAccessControl(app: FastifyInstance, ctx: ServiceContext): void {
  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api/v1') && !route.config?.access) {
      throw new Error(`route ${route.method} ${route.url} declares no access rule`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config.access;
    if (!access || access === 'public') return;
    const user = await authenticate(ctx, authorizationOf(request));
    signedInUsers.set(request, user);
    if (access === 'token') return;
    const project = resolveProject(ctx, request);
    const resource = fillResource(access.resource, (request.params ?? {}) as Params, project);
    if (!isAllowed(ctx, user, { project, action: access.action, resource })) {
      throw new BusinessError(403, `403 Forbidden: you have no permission to ${access.action} ${resource}`);
    }
  });
}
