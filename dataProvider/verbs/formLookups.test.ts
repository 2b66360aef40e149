import { vi } from 'vitest';
import type { Http } from '../httpClient';
import { createDataProvider } from '../index';
import { velaResources } from '../resourceMap';

const answer = (json: unknown) => ({ status: 200, json, headers: new Headers() });
const http = vi.fn<Http>(async () => answer({}));
const dp = createDataProvider({ http, resources: velaResources });

beforeEach(() => http.mockReset());

describe('the lookups of the properties forms', () => {
  it('asks silently, for the project, and reads the repositories of either answer shape', async () => {
    http.mockResolvedValueOnce(answer({ repos: [{ url: 'https://charts.example.com', secretName: 's' }] }));
    expect(await dp.lookupHelmRepos('team a')).toEqual([
      { url: 'https://charts.example.com', secretName: 's' },
    ]);
    expect(http).toHaveBeenCalledWith('/api/v1/repository/chart_repos?project=team+a', { silent: true });

    http.mockResolvedValueOnce(answer(['oci://charts.io']));
    expect(await dp.lookupHelmRepos('default')).toEqual([{ url: 'oci://charts.io', secretName: undefined }]);
  });

  it("reads a chart's values.yaml into an object", async () => {
    http.mockResolvedValueOnce(answer('image:\n  tag: "1.25"\nreplicaCount: 2\n'));
    const repo = { url: 'https://charts.example.com' };
    expect(await dp.lookupHelmChartValues('default', repo, 'nginx', '1.0.0')).toEqual({
      image: { tag: '1.25' },
      replicaCount: 2,
    });
    expect(http).toHaveBeenCalledWith(
      '/api/v1/repository/chart/values?project=default&repoUrl=https%3A%2F%2Fcharts.example.com&chart=nginx&version=1.0.0',
      { silent: true },
    );
  });

  it('offers the cloud secrets terraform wrote for a component, with their keys', async () => {
    const secret = (name: string, labels: Record<string, string>) => ({
      metadata: { name, labels },
      data: { host: 'aG9zdA==', port: 'NTQzMg==' },
    });
    http.mockResolvedValueOnce(
      answer({
        secrets: [
          secret('db-conn', { 'created-by': 'terraform-controller', 'app.oam.dev/sync-alias': 'db' }),
          secret('other', { 'created-by': 'terraform-controller' }),
        ],
      }),
    );
    expect(await dp.lookupCloudSecrets('project-ns')).toEqual([
      { name: 'db-conn', alias: 'db', keys: ['host', 'port'] },
    ]);
    const [path] = http.mock.calls[0];
    expect(new URL(path, 'http://x').searchParams.get('velaql')).toBe(
      'cloud-resource-secret-view{appNs=project-ns}.status',
    );
  });

  it("lists the application's components with their types and traits", async () => {
    http.mockResolvedValueOnce(
      answer({
        components: [
          { name: 'web', alias: 'Web', componentType: 'webservice', traits: [{ type: 'scaler' }] },
        ],
      }),
    );
    expect(await dp.lookupAppComponents('shop')).toEqual([
      { name: 'web', alias: 'Web', type: 'webservice', traits: [{ type: 'scaler' }] },
    ]);
    expect(http).toHaveBeenCalledWith('/api/v1/applications/shop/components', { silent: true });
  });
});
