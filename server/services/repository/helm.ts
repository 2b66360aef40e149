/**
 * Helm repository helpers. Every reachable repository serves the same charts (data/helm-charts);
 * a repository on a host under `.invalid` cannot be reached, which the real server reports with
 * codes 13001–13003 and HTTP 200.
 */
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import type { Schemas, ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import { getConfig, visibleConfigs } from '../configs/configs';
import { hexId } from '../../runtime/hash';

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

export interface RepoRef {
  repoUrl: string;
  secretName: string;
  project: string;
}

const charts = load(
  readFileSync(new URL('../../data/helm-charts.yaml', import.meta.url), 'utf8'),
) as ChartFile[];

function isValidRepoUrl(url: string): boolean {
  return /^(https?|oci):\/\/[^\s/]+/.test(url);
}

function isUnreachable(url: string): boolean {
  return /^[a-z]+:\/\/[^/:]*\.invalid([:/]|$)/.test(url);
}

/** 13007 for a bad URL, 13006 when the credentials config cannot be read, then `unreachable`. */
function openRepository(ctx: ServiceContext, repo: RepoRef, unreachable: number): void {
  if (!isValidRepoUrl(repo.repoUrl)) throw new BusinessError(13007);
  if (repo.secretName) {
    try {
      getConfig(ctx, repo.project, repo.secretName);
    } catch {
      throw new BusinessError(13006);
    }
  }
  if (isUnreachable(repo.repoUrl)) throw new BusinessError(unreachable);
}

export function listChartNames(ctx: ServiceContext, repo: RepoRef): string[] {
  openRepository(ctx, repo, 13001);
  return charts.map((chart) => chart.name);
}

/** Helm's own JSON flattens the metadata; the contract wants it under `Metadata`, so both are sent. */
export function listChartVersions(ctx: ServiceContext, repo: RepoRef, chartName: string): ChartVersion[] {
  openRepository(ctx, repo, 13002);
  const chart = charts.find((candidate) => candidate.name === chartName);
  if (!chart) throw new BusinessError(13004);
  return chart.versions.map((entry) => {
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
      urls: [`${repo.repoUrl.replace(/\/$/, '')}/${chart.name}-${entry.version}.tgz`],
      created: entry.created,
      digest: hexId(`${chart.name}-${entry.version}`, 64),
    };
  });
}

/** The chart's values.yaml text. */
export function chartValuesText(
  ctx: ServiceContext,
  repo: RepoRef,
  chartName: string,
  version: string,
): string {
  openRepository(ctx, repo, 13003);
  const chart = charts.find((candidate) => candidate.name === chartName);
  const entry = chart?.versions.find((candidate) => candidate.version === version);
  if (!chart || !entry) throw new BusinessError(13003);
  return chart.values.replaceAll('{appVersion}', entry.appVersion);
}

function flatten(prefix: string, value: unknown, into: Record<string, unknown>): void {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) into[`${prefix}.${index}`] = item;
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) flatten(prefix ? `${prefix}.${key}` : key, child, into);
  } else {
    into[prefix] = value;
  }
}

/** The chart's values with nested keys joined by dots, e.g. `image.tag`. */
export function chartValues(
  ctx: ServiceContext,
  repo: RepoRef,
  chartName: string,
  version: string,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  flatten('', load(chartValuesText(ctx, repo, chartName, version)), values);
  return values;
}

/** URLs of the helm-repository configs a project may use (the real server adds their secret names). */
export function listChartRepos(ctx: ServiceContext, project: string): string[] {
  const { own, shared } = visibleConfigs(ctx, project, 'helm-repository');
  return [...own, ...shared].flatMap((config) =>
    typeof config.properties.url === 'string' ? [config.properties.url] : [],
  );
}
