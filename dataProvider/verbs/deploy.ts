import { silentIfShownByPage } from '../errorShownByPage';
import { enc, type Schemas, type VerbContext } from './context';

/** The status of one environment of an application; `status` is absent when it was never deployed. */
export interface EnvStatus {
  envName: string;
  status?: string;
}

function envStatusesOf(json: unknown): EnvStatus[] {
  const list = (json as { status?: unknown } | null)?.status;
  if (!Array.isArray(list)) return [];
  return (list as { envName?: unknown; status?: { status?: unknown } | null }[]).flatMap((item) =>
    typeof item.envName === 'string'
      ? [
          {
            envName: item.envName,
            ...(typeof item.status?.status === 'string' ? { status: item.status.status } : {}),
          },
        ]
      : [],
  );
}

/** Statistics, statuses, records, deploy and dry-run of one application. */
export const deployVerbs = ({ http, apiUrl }: VerbContext) => {
  const app = (name: string) => `${apiUrl}/applications/${enc(name)}`;
  return {
    applicationStatistics: async (appName: string, meta?: unknown) =>
      (await http(`${app(appName)}/statistics`, silentIfShownByPage(meta)))
        .json as Schemas['v1.ApplicationStatisticsResponse'],
    /** Only environments whose application exists in the cluster are listed; none answers `null`. */
    applicationEnvStatuses: async (appName: string, meta?: unknown): Promise<EnvStatus[]> =>
      envStatusesOf((await http(`${app(appName)}/status`, silentIfShownByPage(meta))).json),
    /** The first 20 records of an environment's workflows, newest first. */
    envRecords: async (appName: string, envName: string, meta?: unknown) => {
      const path = `${app(appName)}/envs/${enc(envName)}/records?page=1&pageSize=20`;
      const { json } = await http(path, silentIfShownByPage(meta));
      const records = (json as { records?: unknown } | null)?.records;
      return (Array.isArray(records) ? records : []) as Schemas['v1.WorkflowRecord'][];
    },
    deployApplication: async (
      appName: string,
      body: Schemas['v1.ApplicationDeployRequest'],
      meta?: unknown,
    ) =>
      (await http(`${app(appName)}/deploy`, { method: 'POST', body, ...silentIfShownByPage(meta) }))
        .json as Schemas['v1.ApplicationDeployResponse'],
    dryRunApplication: async (appName: string, body: Schemas['v1.AppDryRunReq'], meta?: unknown) =>
      (await http(`${app(appName)}/dry-run`, { method: 'POST', body, ...silentIfShownByPage(meta) }))
        .json as Schemas['v1.AppDryRunResponse'],
  };
};
