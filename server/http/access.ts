/**
 * Authentication and RBAC for every API route. Each route declares its access in `config.access`:
 * public, any valid token, or an action on a resource template (facts §3 route table). Templates use
 * `{projectName}` for the resolved project and `{param}` for path parameters; a missing value is `*`.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServiceContext } from '../context';
import { BusinessError } from '../errors';
import { authenticate } from '../services/users/auth';
import { redeemTicket } from '../services/cloudshell/cloudshellTickets';
import { isAllowed } from '../services/rbac/access';
import type { Stored } from '../store/documentStore';

export interface PermissionCheck {
  action: string;
  resource: string;
  /** A creation whose body names the project it creates in: the check waits for the body. */
  projectInBody?: boolean;
  /** Only platform roles count: what a project's own roles can never grant (its owner, its deletion). */
  platformOnly?: boolean;
  /** Without an Authorization header, a cloud shell ticket cookie names the user (the view's frame). */
  viewTicket?: boolean;
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

/** A check platform roles alone decide, whatever the user's roles in the project. */
export function canOnPlatform(action: string, resource: string): { config: { access: PermissionCheck } } {
  return { config: { access: { action, resource, platformOnly: true } } };
}

/** For a creation whose body `project` decides where the object goes (the query is only the fallback). */
export function canCreateInBodyProject(resource: string): { config: { access: PermissionCheck } } {
  return { config: { access: { action: 'create', resource, projectInBody: true } } };
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

/**
 * Path parameters that name an object owned by a project, with the look-up of its owner. An OAM
 * application (`appname`) lives in a namespace outside every project, so it has none (`*`).
 */
const ownedObjects: { param: string; ownerOf: (ctx: ServiceContext, name: string) => string | undefined }[] =
  [
    { param: 'appName', ownerOf: (ctx, name) => ctx.store.get('application', name)?.project },
    { param: 'envName', ownerOf: (ctx, name) => ctx.store.get('env', name)?.project },
    { param: 'appname', ownerOf: () => '*' },
  ];

/**
 * The path decides first: its `projectName`, else the owner of the object it names (the first of
 * `ownedObjects`), so `?project=` cannot move a check into another project. The query (`project`,
 * then `projectName`) decides only for lists and creations, and when the named object does not
 * exist (its look-up then answers 404). Stricter than the real server, which lets the query win.
 */
export function resolveProject(ctx: ServiceContext, request: FastifyRequest): string {
  const params = (request.params ?? {}) as Params;
  if (params.projectName) return params.projectName;
  const named = ownedObjects.find(({ param }) => params[param]);
  return (
    (named && named.ownerOf(ctx, params[named.param] ?? '')) ||
    firstQueryValue(request, 'project') ||
    firstQueryValue(request, 'projectName') ||
    '*'
  );
}

export function fillResource(template: string, params: Params, project: string): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) =>
    name === 'projectName' ? project : params[name] || '*',
  );
}

function bodyProject(request: FastifyRequest): string {
  const body = request.body as Record<string, unknown> | null | undefined;
  return typeof body === 'object' && body !== null && typeof body.project === 'string' ? body.project : '';
}

function requestedPermission(ctx: ServiceContext, request: FastifyRequest, check: PermissionCheck) {
  const project = (check.projectInBody && bodyProject(request)) || resolveProject(ctx, request);
  const resource = fillResource(check.resource, (request.params ?? {}) as Params, project);
  return { project: check.platformOnly ? '' : project, action: check.action, resource };
}

/** Whether the signed-in user may do `action` on the resource template, resolved as for the route. */
export function permits(ctx: ServiceContext, request: FastifyRequest, check: PermissionCheck): boolean {
  return isAllowed(ctx, currentUser(request), requestedPermission(ctx, request, check));
}

/** Throws 403 unless the signed-in user may do `action` on the resource template. */
export function authorize(ctx: ServiceContext, request: FastifyRequest, check: PermissionCheck): void {
  const wanted = requestedPermission(ctx, request, check);
  if (!isAllowed(ctx, currentUser(request), wanted)) {
    throw new BusinessError(
      403,
      `403 Forbidden: you have no permission to ${wanted.action} ${wanted.resource}`,
    );
  }
}

/**
 * Whether the request asks for secrets in clear (`?reveal=true`). Only who passes `check`, the update
 * of the object, gets them; anyone else asking is refused with 403 rather than silently answered
 * hidden.
 */
export function revealRequested(
  ctx: ServiceContext,
  request: FastifyRequest,
  check: PermissionCheck,
): boolean {
  if (firstQueryValue(request, 'reveal') !== 'true') return false;
  authorize(ctx, request, check);
  return true;
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
    const { authorization, cookie } = request.headers;
    const user =
      typeof access === 'object' && access.viewTicket && !authorization
        ? redeemTicket(ctx, cookie)
        : await authenticate(ctx, authorization);
    signedInUsers.set(request, user);
    if (access !== 'token' && !access.projectInBody) authorize(ctx, request, access);
  });
  app.addHook('preHandler', async (request) => {
    const access = request.routeOptions.config.access;
    if (typeof access === 'object' && access.projectInBody) authorize(ctx, request, access);
  });
}
