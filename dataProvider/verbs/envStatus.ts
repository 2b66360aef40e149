import { silentIfShownByPage } from '../errorShownByPage';
import { enc, type Schemas, type VerbContext } from './context';
import { queryView } from './velaql';

export type AppStatus = Schemas['common.AppStatus'];

/** One address of a service the application exposes (service-endpoints-view, facts §7). */
export interface ServiceEndpoint {
  endpoint: {
    protocol?: string;
    appProtocol?: string;
    host?: string;
    port?: number;
    portName?: string;
    path?: string;
    inner?: boolean;
  };
  ref?: { kind?: string; name?: string; namespace?: string };
  cluster?: string;
  component?: string;
}

/** A Terraform Configuration a cloud component became (cloud-resource-view, facts §7). */
export interface CloudResource {
  metadata?: { name?: string; creationTimestamp?: string; labels?: Record<string, string> };
  spec?: { region?: string };
  status?: {
    apply?: {
      state?: string;
      message?: string;
      region?: string;
      outputs?: Record<string, { type?: string; value?: unknown }>;
    };
  };
}

/** Where the application of an environment runs: its name and namespace there, and optionally one target. */
export interface DeployedApp {
  appName: string;
  appNs: string;
  cluster?: string;
  clusterNs?: string;
}

/**
 * The list a view answered. A view states its failure as data (`{error}` with HTTP 200), as it does when
 * the cluster has nothing of that kind (no Terraform controller, no services): that reads as an empty list,
 * as VelaUX shows it; a failed request still throws.
 */
const listIn = <T>(json: unknown, key: string): T[] => {
  const list = (json as Record<string, unknown> | null)?.[key];
  return Array.isArray(list) ? (list as T[]) : [];
};

/** The environment status page: application status in one environment, endpoints, diff, recycle. */
export const envStatusVerbs = (context: VerbContext) => {
  const { http, apiUrl } = context;
  const env = (app: string, envName: string) => `${apiUrl}/applications/${enc(app)}/envs/${enc(envName)}`;
  return {
    /** The application's status in the environment; undefined when it was never deployed there (`null`, or `{}`). */
    envStatus: async (app: string, envName: string, meta?: unknown): Promise<AppStatus | undefined> => {
      const { json } = await http(`${env(app, envName)}/status`, silentIfShownByPage(meta));
      const status = (json as { status?: AppStatus | null } | null)?.status;
      return status && typeof status.status === 'string' && status.status ? status : undefined;
    },
    /** Deletes the application from the environment's clusters; its binding stays. */
    recycleEnv: async (app: string, envName: string) =>
      (await http(`${env(app, envName)}/recycle`, { method: 'POST' })).json,
    /** What runs in the environment (base) beside the latest configuration (target). */
    compareLatestWithRunning: async (app: string, envName: string, meta?: unknown) =>
      (
        await http(`${apiUrl}/applications/${enc(app)}/compare`, {
          method: 'POST',
          body: { compareLatestWithRunning: { env: envName } } satisfies Schemas['v1.AppCompareReq'],
          ...silentIfShownByPage(meta),
        })
      ).json as Schemas['v1.AppCompareResponse'],
    serviceEndpoints: async (where: DeployedApp, meta?: unknown): Promise<ServiceEndpoint[]> => {
      const json = await queryView(
        context,
        'service-endpoints-view',
        { ...where },
        silentIfShownByPage(meta),
      );
      return listIn<ServiceEndpoint>(json, 'endpoints');
    },
    cloudResources: async ({ appName, appNs }: DeployedApp, meta?: unknown): Promise<CloudResource[]> => {
      const json = await queryView(
        context,
        'cloud-resource-view',
        { appName, appNs },
        silentIfShownByPage(meta),
      );
      return listIn<CloudResource>(json, 'cloud-resources');
    },
  };
};
