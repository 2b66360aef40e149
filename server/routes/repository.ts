import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { BusinessError } from '../errors';
import { can, tokenRoute } from '../http/access';
import { queryString } from '../services/paging';
import {
  chartValues,
  chartValuesText,
  listChartNames,
  listChartRepos,
  listChartVersions,
  type RepoRef,
} from '../services/repository/helm';
import { imageInfo, listImageRegistries } from '../services/repository/images';

type ChartParams = { Params: { chart: string } };
type ChartVersionParams = { Params: { chart: string; version: string } };

const goBooleans = ['1', 't', 'T', 'TRUE', 'true', 'True', '0', 'f', 'F', 'FALSE', 'false', 'False'];

/** The repository in the query; `skipCache` must be a boolean when given (13005). */
function repoRef(query: unknown): RepoRef {
  const skipCache = queryString(query, 'skipCache');
  if (skipCache && !goBooleans.includes(skipCache)) throw new BusinessError(13005);
  return {
    repoUrl: queryString(query, 'repoUrl'),
    secretName: queryString(query, 'secretName'),
    project: queryString(query, 'project'),
  };
}

/** Helm charts and image registries, as the forms' lookups use them. */
export function registerRepositoryRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const base = '/api/v1/repository';
  const projectConfigs = can('list', 'project:{projectName}/config:*');

  app.get(`${base}/charts`, tokenRoute, async (request) => listChartNames(ctx, repoRef(request.query)));

  app.get(`${base}/chart/versions`, tokenRoute, async (request) => ({
    versions: listChartVersions(ctx, repoRef(request.query), queryString(request.query, 'chart')),
  }));

  app.get<ChartParams>(`${base}/charts/:chart/versions`, tokenRoute, async (request) => ({
    versions: listChartVersions(ctx, repoRef(request.query), request.params.chart),
  }));

  // The contract declares a string: the values.yaml text, sent as a JSON string.
  app.get(`${base}/chart/values`, tokenRoute, async (request, reply) => {
    const { query } = request;
    const text = chartValuesText(
      ctx,
      repoRef(query),
      queryString(query, 'chart'),
      queryString(query, 'version'),
    );
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(text));
  });

  app.get<ChartVersionParams>(`${base}/charts/:chart/versions/:version/values`, tokenRoute, async (request) =>
    chartValues(ctx, repoRef(request.query), request.params.chart, request.params.version),
  );

  // The contract declares a list of URLs; the real server sends `{repos: [{url, secretName}]}`.
  app.get(`${base}/chart_repos`, projectConfigs, async (request) =>
    listChartRepos(ctx, queryString(request.query, 'project')),
  );

  app.get(`${base}/image/repos`, projectConfigs, async (request) =>
    listImageRegistries(ctx, queryString(request.query, 'project')),
  );

  app.get(`${base}/image/info`, projectConfigs, async (request) => {
    const { query } = request;
    return imageInfo(
      ctx,
      queryString(query, 'project'),
      queryString(query, 'name'),
      queryString(query, 'secretName'),
    );
  });
}
