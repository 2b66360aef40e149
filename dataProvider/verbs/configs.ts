import { enc, type VerbContext } from './context';

/** Where a config lives: a project's, or the platform's when no project is named. */
export interface ConfigAddress {
  name: string;
  project?: string;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Secrets of configs, which lists and details carry hidden. */
export const configVerbs = ({ http, apiUrl }: VerbContext) => ({
  /**
   * The config's properties with its secrets in clear: its detail with `?reveal=true`, which the
   * sandbox grants only to who may update the config (the real server ignores the query and always
   * answers them in clear). The platform detail comes as a one-item list in the contract.
   */
  revealConfig: async ({ name, project }: ConfigAddress): Promise<Record<string, unknown>> => {
    const scope = project ? `/projects/${enc(project)}` : '';
    const { json } = await http(`${apiUrl}${scope}/configs/${enc(name)}?reveal=true`);
    const config: unknown = Array.isArray(json) ? json[0] : json;
    const properties = isObject(config) ? config.properties : undefined;
    return isObject(properties) ? properties : {};
  },
});
