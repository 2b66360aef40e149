/**
 * The data some fields need from the server. The form receives an implementation through RJSF's
 * `formContext` (the dataProvider supplies it, bound to the current project, application and
 * cluster); nothing in schemas/ fetches on its own. Every method may reject: fields then say so
 * and, where a typed value makes sense, accept free text.
 */
export interface FormLookups {
  /** `GET /repository/image/info?name=` */
  imageInfo(name: string): Promise<ImageInfo>;
  /** `GET /repository/chart_repos`: the helm-repository configs (the picker adds the built-in repository). */
  helmRepos(): Promise<HelmRepo[]>;
  /** `GET /repository/charts?repoUrl&repoType&secretName` */
  helmCharts(repo: HelmRepoRef): Promise<string[]>;
  /** `GET /repository/chart/versions?chart=…` */
  helmChartVersions(repo: HelmRepoRef, chart: string): Promise<string[]>;
  /** `GET /repository/chart/values?chart&version`: the chart's default values. */
  helmChartValues(repo: HelmRepoRef, chart: string, version: string): Promise<Record<string, unknown>>;
  /** Secrets the workload may read (cloud-resource secrets, found through VelaQL). */
  secrets(): Promise<NamedOption[]>;
  /** The keys of one secret. */
  secretKeys(secretName: string): Promise<string[]>;
  /** The policies of the application being edited. */
  policies(): Promise<NamedOption[]>;
  /** The components of the application being edited. */
  components(): Promise<ComponentOption[]>;
  /** `GET /definitions/{type}?type=component`: the UI schema whose defaults a component patch can take. */
  componentUISchema(type: string): Promise<unknown[]>;
}

export interface HelmRepo {
  url: string;
  /** `helm` or `oci`. */
  type?: string;
  secretName?: string;
  /** Display name, e.g. the config's alias. */
  label?: string;
}

export interface HelmRepoRef {
  url: string;
  type?: string;
  secretName?: string;
}

export interface NamedOption {
  name: string;
  alias?: string;
  type?: string;
}

export interface ComponentOption extends NamedOption {
  /** The component type, e.g. webservice. */
  type?: string;
  traits?: { type: string }[];
}

export interface ImageInfo {
  name: string;
  /** Bytes, or a size text the server formatted. */
  size?: number | string;
  registry?: string;
  secretNames?: string[];
  /** Why no details could be read (private registry, unknown image, …). */
  message?: string;
  info?: {
    created?: string;
    architecture?: string;
    config?: { Volumes?: Record<string, unknown>; ExposedPorts?: Record<string, unknown> };
  };
}
