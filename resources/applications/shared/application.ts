import type { components } from '../../../contract/api';

type Schemas = components['schemas'];

/** A row of GET /applications (react-admin adds `id`, the name). */
export type Application = Schemas['v1.ApplicationBase'] & { id: string };
/** GET /applications/{appName}: the base plus its bindings, policies and component count. */
export type ApplicationDetail = Schemas['v1.DetailApplicationResponse'] & { id: string };
export type CreateApplicationRequest = Schemas['v1.CreateApplicationRequest'];
export type UpdateApplicationRequest = Schemas['v1.UpdateApplicationRequest'];

export const SOURCE_OF_TRUTH_LABEL = 'app.oam.dev/source-of-truth';

/** Sources whose application the console must not change: an addon's, and one synced from a cluster. */
const readOnlySources = new Set(['from-inner-system', 'from-k8s-resource']);

type AppLike = Pick<Schemas['v1.ApplicationBase'], 'readOnly' | 'labels'>;

/**
 * Addon applications (the server's `readOnly`) and applications synced from a cluster are read-only:
 * the console hides or disables their writes (neither server refuses them, so this is the only guard).
 */
export function isReadOnlyApp(app: AppLike | undefined): boolean {
  if (!app) return false;
  return app.readOnly === true || readOnlySources.has(app.labels?.[SOURCE_OF_TRUTH_LABEL] ?? '');
}

/**
 * The permission resource of an application or of something in it, for every canAccess call:
 * `appResource('p', 'a')` → `project:p/application:a`, `appResource('p', 'a', 'component:*')` →
 * `project:p/application:a/component:*`.
 */
export function appResource(project: string, app: string, sub?: string): string {
  const base = `project:${project}/application:${app}`;
  return sub ? `${base}/${sub}` : base;
}

/** Where an application's pages live. */
export const applicationPath = (name: string, page = 'config') =>
  `/applications/${encodeURIComponent(name)}/${page}`;
