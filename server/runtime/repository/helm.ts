/**
 * The simulated Helm repositories: every reachable repository serves the same charts
 * (data/helm-charts.yaml); a repository on a host under `.invalid` cannot be reached.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'js-yaml';
import type { Schemas } from '../../schemas';
import { hexId } from '../hash';

export type ChartVersion = Schemas['repo.ChartVersion'];

interface ChartFile {
  name: string;
  description: string;
  icon: string;
  home: string;
  keywords: string[];
  versions: { version: string; appVersion: string; created: string }[];
  values: string;
}

const charts = load(
  readFileSync(join(import.meta.dirname, '../../data/helm-charts.yaml'), 'utf8'),
) as ChartFile[];

export function isUnreachable(url: string): boolean {
  return /^[a-z]+:\/\/[^/:]*\.invalid([:/]|$)/.test(url);
}

export function chartNames(): string[] {
  return charts.map((chart) => chart.name);
}

/**
 * The versions of a chart as the repository at `repoUrl` lists them. Helm's own JSON flattens the
 * metadata; the contract wants it under `Metadata`, so both are sent.
 */
export function chartVersions(repoUrl: string, chartName: string): ChartVersion[] | undefined {
  const chart = charts.find((candidate) => candidate.name === chartName);
  return chart?.versions.map((entry) => {
    const metadata = {
      apiVersion: 'v2',
      name: chart.name,
      version: entry.version,
      appVersion: entry.appVersion,
      description: chart.description,
      icon: chart.icon,
      home: chart.home,
      keywords: chart.keywords,
      type: 'application',
    };
    return {
      ...metadata,
      Metadata: metadata,
      urls: [`${repoUrl.replace(/\/$/, '')}/${chart.name}-${entry.version}.tgz`],
      created: entry.created,
      digest: hexId(`${chart.name}-${entry.version}`, 64),
    };
  });
}

/** The chart version's values.yaml text. */
export function chartValuesFile(chartName: string, version: string): string | undefined {
  const chart = charts.find((candidate) => candidate.name === chartName);
  const entry = chart?.versions.find((candidate) => candidate.version === version);
  return chart && entry ? chart.values.replaceAll('{appVersion}', entry.appVersion) : undefined;
}
