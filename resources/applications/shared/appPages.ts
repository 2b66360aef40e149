/** The pages of an application that are not about one environment. */
export const APP_PAGES = ['config', 'revisions', 'workflows', 'envbinding'] as const;
/** The pages of one environment binding, under `envbinding/{envName}/`. */
export const ENV_PAGES = ['workflow', 'status', 'instances', 'logs'] as const;

export type AppPage = (typeof APP_PAGES)[number];
export type EnvPage = (typeof ENV_PAGES)[number] | 'record';

export interface AppLocation {
  page?: AppPage;
  env?: string;
  envPage?: EnvPage;
}

/** Which page the address below `/applications/{appName}/` names (`envbinding/dev/workflow/records/r1`). */
export function appLocation(subPath: string): AppLocation {
  const [page, env, envPage, fourth] = subPath.split('/').map((part) => decodeURIComponent(part));
  if (!APP_PAGES.some((known) => known === page)) return {};
  if (page !== 'envbinding' || !env) return { page: page as AppPage };
  if (envPage === 'workflow' && fourth === 'records') return { page, env, envPage: 'record' };
  const known = ENV_PAGES.find((candidate) => candidate === envPage);
  return { page, env, ...(known ? { envPage: known } : {}) };
}

/** The address of an application's page, or of one of its environment's pages. */
export function appPagePath(app: string, page: AppPage, env?: string, envPage?: EnvPage): string {
  const base = `/applications/${encodeURIComponent(app)}/${page}`;
  if (!env) return base;
  return `${base}/${encodeURIComponent(env)}${envPage && envPage !== 'record' ? `/${envPage}` : ''}`;
}

/** The workflow record page a deploy or rollback opens (the record page itself is the runtime views'). */
export const recordPath = (app: string, env: string, record: string) =>
  `/applications/${encodeURIComponent(app)}/envbinding/${encodeURIComponent(env)}/workflow/records/${encodeURIComponent(record)}`;
