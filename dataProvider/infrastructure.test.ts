import { ERROR_SHOWN_BY_PAGE } from './errorShownByPage';
import { recordedHttp } from './recordedHttp';

const { dp, answer, lastCall } = recordedHttp();

describe('cluster writes', () => {
  it('joins a cluster with its kubeconfig and updates it with the same body', async () => {
    answer({ name: 'prod' });
    const data = {
      name: 'prod',
      alias: 'Production',
      description: '',
      dashboardURL: 'https://dash.example',
      kubeConfig: 'apiVersion: v1',
    };
    const body = { ...data, icon: '', labels: {} };
    await dp.create('clusters', { data });
    expect(lastCall()).toEqual(['/api/v1/clusters', { method: 'POST', body }]);

    const loaded = { id: 'prod', ...data, status: 'Healthy', resourceInfo: {}, labels: { a: 'b' } };
    await dp.update('clusters', { id: 'prod', data: loaded, previousData: loaded });
    expect(lastCall()).toEqual([
      '/api/v1/clusters/prod',
      { method: 'PUT', body: { ...body, labels: { a: 'b' } } },
    ]);
  });
});

describe('target writes', () => {
  it('creates a target in a project, on a cluster namespace, with only the variables filled in', async () => {
    answer({ name: 'prod' });
    await dp.create('targets', {
      data: {
        name: 'prod',
        alias: 'Prod',
        project: 'default',
        cluster: { clusterName: 'local', namespace: 'prod' },
        variable: { region: 'cn-hangzhou', zone: '' },
      },
    });
    expect(lastCall()).toEqual([
      '/api/v1/targets',
      {
        method: 'POST',
        body: {
          name: 'prod',
          alias: 'Prod',
          description: '',
          project: 'default',
          cluster: { clusterName: 'local', namespace: 'prod' },
          variable: { region: 'cn-hangzhou' },
        },
      },
    ]);
  });

  it('updates alias, description and variables only', async () => {
    answer({ name: 'prod' });
    const record = {
      id: 'prod',
      name: 'prod',
      alias: 'Prod',
      description: 'd',
      project: { name: 'default', alias: 'Default' },
      cluster: { clusterName: 'local', namespace: 'prod' },
      variable: { region: 'r' },
    };
    await dp.update('targets', { id: 'prod', data: record, previousData: record });
    expect(lastCall()).toEqual([
      '/api/v1/targets/prod',
      { method: 'PUT', body: { alias: 'Prod', description: 'd', variable: { region: 'r' } } },
    ]);
  });
});

describe('environment writes', () => {
  it('creates an environment with ?project=, where the real server checks the permission', async () => {
    answer({ name: 'dev' });
    await dp.create('envs', {
      data: { name: 'dev', project: 'default', targets: ['t1', 't2'], namespace: '' },
    });
    expect(lastCall()).toEqual([
      '/api/v1/envs?project=default',
      {
        method: 'POST',
        body: {
          name: 'dev',
          alias: '',
          description: '',
          namespace: '',
          project: 'default',
          targets: ['t1', 't2'],
        },
      },
    ]);
  });

  it('updates with the listed record, turning its project and targets into names', async () => {
    answer({ name: 'dev' });
    const record = {
      id: 'dev',
      name: 'dev',
      alias: 'Dev',
      description: '',
      namespace: 'dev',
      project: { name: 'default', alias: 'Default' },
      targets: [{ name: 't1', alias: 'T1' }],
    };
    await dp.update('envs', { id: 'dev', data: record, previousData: record });
    expect(lastCall()).toEqual([
      '/api/v1/envs/dev',
      {
        method: 'PUT',
        body: {
          name: 'dev',
          alias: 'Dev',
          description: '',
          namespace: 'dev',
          project: 'default',
          targets: ['t1'],
        },
      },
    ]);
  });
});

describe('cluster verbs', () => {
  const keys = { accessKeyID: 'id', accessKeySecret: 'secret' };

  it('lists a page of cloud clusters with the keys in the body, silent when the form shows the refusal', async () => {
    answer({ clusters: [], total: 0 });
    await dp.listCloudClusters('aliyun', keys, { page: 2, pageSize: 10 }, ERROR_SHOWN_BY_PAGE);
    expect(lastCall()).toEqual([
      '/api/v1/clusters/cloud_clusters/aliyun?page=2&pageSize=10',
      { method: 'POST', body: keys, silent: true },
    ]);
  });

  it('creates a namespace in a cluster', async () => {
    answer({ exists: false });
    await expect(dp.createClusterNamespace('local', 'shop')).resolves.toEqual({ exists: false });
    expect(lastCall()).toEqual([
      '/api/v1/clusters/local/namespaces',
      { method: 'POST', body: { namespace: 'shop' } },
    ]);
  });

  it("reads a cluster's namespaces through VelaQL, with the target each belongs to", async () => {
    answer({
      list: [
        { metadata: { name: 'default', labels: { 'namespace.oam.dev/target': 'default' } } },
        { metadata: { name: 'shop', labels: {} } },
        { metadata: {} },
      ],
    });
    await expect(dp.listClusterNamespaces('local')).resolves.toEqual([
      { name: 'default', target: 'default' },
      { name: 'shop' },
    ]);
    const query = new URLSearchParams(lastCall()[0].split('?')[1]);
    expect(query.get('velaql')).toBe('resource-view{type=ns,cluster=local}.status');

    answer({ error: 'failed to list ns in namespace ' });
    await expect(dp.listClusterNamespaces('empty')).resolves.toEqual([]);
  });

  it('names the enabled addons that deploy to runtime clusters, flat or nested in Meta', async () => {
    answer({ enabledAddons: [{ name: 'fluxcd', phase: 'enabled' }] });
    await expect(dp.listEnabledAddonNames()).resolves.toEqual(['fluxcd']);
    answer({
      addons: [
        { name: 'fluxcd', deployTo: { runtimeCluster: true } },
        { Meta: { name: 'rollout', deployTo: { runtimeCluster: true } } },
        { name: 'velaux', deployTo: { runtimeCluster: false } },
      ],
    });
    await expect(dp.listRuntimeClusterAddonNames()).resolves.toEqual(['fluxcd', 'rollout']);
  });
});
