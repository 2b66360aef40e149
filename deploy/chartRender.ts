/**
 * Renders the chart under deploy/vela-console as `helm template` would, with its values and overrides
 * merged in, and parses the manifests. Test helper: helm itself is not available where the tests run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { load, loadAll } from 'js-yaml';
import { renderTemplate } from './goTemplate';

export interface EnvVar {
  name: string;
  value: string;
}

export interface Probe {
  httpGet: { path: string; port: string | number };
}

export interface Container {
  name: string;
  image: string;
  ports: { name: string; containerPort: number }[];
  env: EnvVar[];
  securityContext: Record<string, unknown>;
  readinessProbe: Probe;
  livenessProbe: Probe;
  resources: { requests?: Record<string, string>; limits?: Record<string, string> };
  volumeMounts: { name: string; mountPath: string; readOnly?: boolean }[];
}

export interface Manifest {
  kind: string;
  metadata: { name: string; labels: Record<string, string> };
  spec: Record<string, unknown>;
}

export interface Deployment extends Manifest {
  spec: {
    replicas: number;
    selector: { matchLabels: Record<string, string> };
    template: {
      metadata: { labels: Record<string, string> };
      spec: {
        securityContext: Record<string, unknown>;
        containers: Container[];
        volumes: { name: string; emptyDir?: object }[];
      };
    };
  };
}

export interface Service extends Manifest {
  spec: {
    type: string;
    selector: Record<string, string>;
    ports: { name: string; port: number; targetPort: string | number }[];
  };
}

type Values = Record<string, unknown>;

const chartDir = new URL('./vela-console/', import.meta.url);
const templatesDir = new URL('templates/', chartDir);

const readYaml = (url: URL) => load(readFileSync(url, 'utf8')) as Values;

function isMap(value: unknown): value is Values {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `--set` semantics: maps merge key by key, anything else replaces. */
function merged(base: Values, overrides: Values): Values {
  const result: Values = { ...base };
  for (const [key, value] of Object.entries(overrides)) {
    const current = result[key];
    result[key] = isMap(current) && isMap(value) ? merged(current, value) : value;
  }
  return result;
}

export const chartValues = (): Values => readYaml(new URL('values.yaml', chartDir));

export function renderChart(overrides: Values = {}): Manifest[] {
  const chart = readYaml(new URL('Chart.yaml', chartDir));
  const scope = {
    Values: merged(chartValues(), overrides),
    Chart: { Name: chart.name, Version: chart.version, AppVersion: chart.appVersion },
    Release: { Name: 'console', Namespace: 'vela-system', Service: 'Helm' },
  };
  return readdirSync(templatesDir)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .flatMap((file) => loadAll(renderTemplate(readFileSync(new URL(file, templatesDir), 'utf8'), scope)))
    .filter((manifest): manifest is Manifest => isMap(manifest));
}

export function manifestOf<T extends Manifest>(manifests: Manifest[], kind: string): T {
  const found = manifests.filter((manifest) => manifest.kind === kind);
  if (found.length !== 1) throw new Error(`expected one ${kind}, rendered ${found.length}`);
  return found[0] as T;
}
