import type { ComponentOption, HelmRepo, HelmRepoRef, ImageInfo, NamedOption } from '@schemas/lookups';
import { enc, type VerbContext } from './context';

/** A lookup's failure is shown by the field that asked, never by the toaster. */
const SILENT = { silent: true } as const;

type Row = Record<string, unknown>;

const isRow = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const rowsOf = (json: unknown, key: string): Row[] => {
  const list = isRow(json) ? json[key] : undefined;
  return Array.isArray(list) ? list.filter(isRow) : [];
};

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** An empty alias is no alias: pickers then show the name. */
const alias = (value: unknown): string | undefined => text(value) || undefined;

/** The query of a repository request: the project it is asked for, and the repository. */
function repoQuery(project: string, repo: HelmRepoRef, extra: Record<string, string> = {}): string {
  const query: Record<string, string> = { project, repoUrl: repo.url, ...extra };
  if (repo.secretName) query.secretName = repo.secretName;
  return new URLSearchParams(query).toString();
}

interface CloudSecret {
  name: string;
  alias?: string;
  keys: string[];
}

/** The secrets terraform wrote for the cloud resources of a namespace, as the VelaUX console lists them. */
function cloudSecrets(json: unknown): CloudSecret[] {
  return rowsOf(json, 'secrets').flatMap((secret) => {
    const metadata = isRow(secret.metadata) ? secret.metadata : {};
    const labels = isRow(metadata.labels) ? metadata.labels : {};
    const name = text(metadata.name);
    const syncAlias = text(labels['app.oam.dev/sync-alias']);
    if (!name || !syncAlias) return [];
    return [{ name, alias: syncAlias, keys: Object.keys(isRow(secret.data) ? secret.data : {}) }];
  });
}

/** The server data behind the properties forms' fields (schemas/lookups.ts), one request each. */
export const formLookupVerbs = ({ http, apiUrl }: VerbContext) => {
  const get = async (path: string) => (await http(`${apiUrl}${path}`, SILENT)).json;
  return {
    lookupImageInfo: async (project: string, name: string) =>
      (await get(`/repository/image/info?${new URLSearchParams({ project, name }).toString()}`)) as ImageInfo,
    lookupHelmRepos: async (project: string): Promise<HelmRepo[]> => {
      const json = await get(`/repository/chart_repos?${new URLSearchParams({ project }).toString()}`);
      // The contract declares a list of URLs; the real server sends `{repos: [{url, secretName}]}`.
      const rows: Row[] = Array.isArray(json) ? json.map((url: unknown) => ({ url })) : rowsOf(json, 'repos');
      return rows.flatMap((row) => {
        const url = text(row.url);
        return url ? [{ url, secretName: text(row.secretName) }] : [];
      });
    },
    lookupHelmCharts: async (project: string, repo: HelmRepoRef): Promise<string[]> => {
      const json = await get(`/repository/charts?${repoQuery(project, repo)}`);
      return Array.isArray(json) ? json.filter((name): name is string => typeof name === 'string') : [];
    },
    lookupHelmChartVersions: async (project: string, repo: HelmRepoRef, chart: string) => {
      const json = await get(`/repository/chart/versions?${repoQuery(project, repo, { chart })}`);
      return rowsOf(json, 'versions').flatMap((row) => text(row.version) ?? []);
    },
    /** The chart's values.yaml, read into an object (the YAML reader loads only when asked). */
    lookupHelmChartValues: async (project: string, repo: HelmRepoRef, chart: string, version: string) => {
      const json = await get(`/repository/chart/values?${repoQuery(project, repo, { chart, version })}`);
      if (isRow(json)) return json;
      const { load } = await import('js-yaml');
      const values = typeof json === 'string' ? load(json) : undefined;
      return isRow(values) ? values : {};
    },
    lookupCloudSecrets: async (namespace: string): Promise<CloudSecret[]> => {
      const velaql = `cloud-resource-secret-view{appNs=${namespace}}.status`;
      return cloudSecrets(await get(`/query?${new URLSearchParams({ velaql }).toString()}`));
    },
    lookupAppComponents: async (app: string): Promise<ComponentOption[]> =>
      rowsOf(await get(`/applications/${enc(app)}/components`), 'components').map((row) => ({
        name: text(row.name) ?? '',
        alias: alias(row.alias),
        type: text(row.componentType),
        traits: rowsOf(row, 'traits').map((trait) => ({ type: text(trait.type) ?? '' })),
      })),
    lookupAppPolicies: async (app: string): Promise<NamedOption[]> =>
      rowsOf(await get(`/applications/${enc(app)}/policies`), 'policies').map((row) => ({
        name: text(row.name) ?? '',
        alias: alias(row.alias),
        type: text(row.type),
      })),
  };
};

export type { CloudSecret };
