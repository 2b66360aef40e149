/**
 * Helm repositories through the API: the address is checked, the credentials config must be
 * readable, and an unreachable repository is reported with codes 13001–13003 and HTTP 200, as the
 * real server does. What a repository serves is simulated (runtime/repository/helm.ts).
 */
import { load } from 'js-yaml';
import type { ServiceContext } from '../../context';
import { BusinessError } from '../../errors';
import {
  chartNames,
  chartValuesFile,
  chartVersions,
  isUnreachable,
  type ChartVersion,
} from '../../runtime/repository/helm';
import { getConfig, visibleConfigs } from '../configs/configs';

export interface RepoRef {
  repoUrl: string;
  secretName: string;
  project: string;
}

function isValidRepoUrl(url: string): boolean {
  return /^(https?|oci):\/\/[^\s/]+/.test(url);
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
  return chartNames();
}

export function listChartVersions(ctx: ServiceContext, repo: RepoRef, chartName: string): ChartVersion[] {
  openRepository(ctx, repo, 13002);
  const versions = chartVersions(repo.repoUrl, chartName);
  if (!versions) throw new BusinessError(13004);
  return versions;
}

/** The chart's values.yaml text. */
export function chartValuesText(
  ctx: ServiceContext,
  repo: RepoRef,
  chartName: string,
  version: string,
): string {
  openRepository(ctx, repo, 13003);
  const values = chartValuesFile(chartName, version);
  if (values === undefined) throw new BusinessError(13003);
  return values;
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
