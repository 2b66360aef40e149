import { expectError, type Sandbox, type Session } from '../testing';
import { advance, createApp, deploy, fixedClockSandbox, query } from './deliveryTesting';

type Tree = {
  resources: {
    kind: string;
    component: string;
    latest: boolean;
    revision: string;
    resourceTree: {
      kind: string;
      healthStatus: { statusCode: string };
      leafNodes?: { kind: string; leafNodes?: { kind: string; additionalInfo: Record<string, unknown> }[] }[];
      additionalInfo?: Record<string, unknown>;
    };
  }[];
};
type Endpoints = {
  endpoints: {
    endpoint: { host: string; port: number; inner: boolean; path?: string };
    ref: { kind: string };
  }[];
};

describe('VelaQL views', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = fixedClockSandbox(3);
    admin = await sandbox.login('admin');
    await createApp(admin, 'shop', {
      properties: {
        image: 'nginx:1.25',
        ports: [{ port: 80, expose: true }],
        exposeType: 'LoadBalancer',
        cpu: '0.5',
        memory: '256Mi',
      },
    });
    await admin.post('/api/v1/applications/shop/components/shop/traits', {
      type: 'gateway',
      properties: '{"domain":"shop.example.com","http":{"/":80}}',
    });
    await admin.put('/api/v1/applications/shop/components/shop/traits/scaler', {
      properties: '{"replicas":2}',
    });
    await deploy(admin, 'shop');
    await advance(sandbox, 120);
  });
  afterEach(() => sandbox.close());

  it('lists the pods of an app, optionally of one component', async () => {
    const pods = await query<{
      podList: { component: string; workload: { kind: string }; metadata: { version: object } }[];
    }>(admin, 'component-pod-view{appName=shop, appNs=default, cluster=local}.status');
    expect(pods.podList).toHaveLength(2);
    expect(pods.podList[0]).toMatchObject({
      component: 'shop',
      workload: { kind: 'Deployment' },
      metadata: { version: { deployVersion: expect.any(String) } },
    });
    expect(
      (await query(admin, 'component-pod-view{appName=shop, appNs=default, name=other}')).podList,
    ).toEqual([]);
    expect((await query(admin, 'component-pod-view{appName=ghost, appNs=default}')).podList).toEqual([]);
  });

  it('shows endpoints of the service and the gateway', async () => {
    const endpoints = await query<Endpoints>(
      admin,
      'service-endpoints-view{appName=shop, appNs=default, name=shop}',
    );
    expect(endpoints.endpoints).toEqual([
      expect.objectContaining({
        endpoint: expect.objectContaining({ port: 80, inner: false, host: expect.stringMatching(/^47\./) }),
        ref: expect.objectContaining({ kind: 'Service' }),
      }),
      expect.objectContaining({
        endpoint: expect.objectContaining({ host: 'shop.example.com', path: '/', inner: false }),
        ref: expect.objectContaining({ kind: 'Ingress' }),
      }),
    ]);
    const services = await query<{ services: { spec: { type: string } }[] }>(
      admin,
      'service-view{appName=shop, appNs=default}',
    );
    expect(services.services[0].spec.type).toBe('LoadBalancer');
    const addon = await query<Endpoints>(
      admin,
      'service-endpoints-view{appName=addon-velaux, appNs=vela-system}',
    );
    expect(addon.endpoints).toEqual([
      expect.objectContaining({
        endpoint: expect.objectContaining({ port: 8000, inner: false }),
        component: 'velaux',
      }),
    ]);
  });

  it('answers the applied resources and their tree down to the pods', async () => {
    const applied = await query<Tree>(admin, 'service-applied-resources-view{appName=shop, appNs=default}');
    expect(applied.resources.map((r) => r.kind)).toEqual(['Deployment', 'Service', 'Ingress']);
    const tree = await query<Tree>(
      admin,
      'application-resource-tree-view{appName=shop, appNs=default, queryNewest=true}',
    );
    const deployment = tree.resources[0];
    expect(deployment).toMatchObject({
      latest: true,
      revision: 'shop-v1',
      resourceTree: { healthStatus: { statusCode: 'Healthy' } },
    });
    const replicaSet = deployment.resourceTree.leafNodes?.[0];
    expect(replicaSet?.kind).toBe('ReplicaSet');
    expect(replicaSet?.leafNodes?.[0].additionalInfo).toEqual({
      Ready: '1/1',
      Status: 'Running',
      Restarts: 0,
      Age: '2m',
    });
    expect(tree.resources[1].resourceTree.additionalInfo).toMatchObject({
      EIP: expect.stringMatching(/^47\./),
    });
  });

  it('shows one object in full, a pod with usage and events, and logs', async () => {
    const deployment = await query<{ resource: { kind: string; spec: { replicas: number } } }>(
      admin,
      'application-resource-detail-view{name=shop, kind=Deployment, apiVersion=apps/v1, namespace=default, cluster=local}',
    );
    expect(deployment.resource).toMatchObject({ kind: 'Deployment', spec: { replicas: 2 } });
    const pods = await query<{ podList: { metadata: { name: string } }[] }>(
      admin,
      'component-pod-view{appName=shop, appNs=default}',
    );
    const pod = pods.podList[0].metadata.name;
    const podObject = await query<{ resource: { kind: string; status: { phase: string } } }>(
      admin,
      `application-resource-detail-view{name=${pod}, kind=Pod, apiVersion=v1, namespace=default}`,
    );
    expect(podObject.resource).toMatchObject({ kind: 'Pod', status: { phase: 'Running' } });
    const replicaSetName = pod.split('-').slice(0, -1).join('-');
    const replicaSet = await query<{ resource: { kind: string } }>(
      admin,
      `application-resource-detail-view{name=${replicaSetName}, kind=ReplicaSet, apiVersion=apps/v1, namespace=default}`,
    );
    expect(replicaSet.resource.kind).toBe('ReplicaSet');
    expect(
      await query(admin, 'application-resource-detail-view{name=ghost, kind=Deployment, apiVersion=apps/v1}'),
    ).toEqual({
      error: 'deployments "ghost" not found',
    });

    const detail = await query<{ containers: { resources: { requests: object; usage: { cpu: string } } }[] }>(
      admin,
      `pod-view{name=${pod}, namespace=default, cluster=local}`,
    );
    expect(detail.containers[0].resources).toMatchObject({
      requests: { cpu: '0.5', memory: '256Mi' },
      usage: { cpu: expect.stringMatching(/m$/) },
    });
    expect(await query(admin, 'pod-view{name=ghost, namespace=default, cluster=local}')).toEqual({
      error: 'pods "ghost" not found',
    });
    const events = await query<{ events: unknown[] }>(
      admin,
      `event-view{name=${pod}, namespace=default, cluster=local, type=pod}`,
    );
    expect(events.events).toHaveLength(5);
    const logs = await query<{ logs: string; err?: string }>(
      admin,
      `collect-logs{cluster=local, namespace=default, pod=${pod}, container=shop, previous=true}`,
    );
    expect(logs.err).toContain('previous terminated container');
    const missing = await query<{ err: string }>(
      admin,
      'collect-logs{cluster=local, namespace=default, pod=ghost}',
    );
    expect(missing.err).toBe('pods "ghost" not found');
  });

  it('lists namespaces and storage classes, and no cloud resources', async () => {
    const namespaces = await query<{
      list: { metadata: { name: string; labels: Record<string, string> } }[];
    }>(admin, 'resource-view{type=ns, cluster=local}');
    const byName = Object.fromEntries(namespaces.list.map((ns) => [ns.metadata.name, ns.metadata.labels]));
    expect(byName.default).toMatchObject({
      'namespace.oam.dev/target': 'default',
      'namespace.oam.dev/env': 'default',
    });
    expect(Object.keys(byName)).toEqual(expect.arrayContaining(['kube-system', 'vela-system']));
    expect((await query(admin, 'resource-view{type=storageClass, cluster=local}')).list).toHaveLength(1);
    expect(await query(admin, 'resource-view{type=secret, cluster=local, namespace=default}')).toEqual({
      error: 'failed to list secret in namespace default',
    });
    expect(await query(admin, 'cloud-resource-view{appNs=default, appName=shop}')).toEqual({
      'cloud-resources': [],
    });
    expect(await query(admin, 'cloud-resource-secret-view{appNs=default}')).toEqual({ secrets: [] });
  });

  it('refuses statements that do not parse (60001), unknown views (60002) and non-object results (60003)', async () => {
    const ask = (statement: string) => admin.get(`/api/v1/query?velaql=${encodeURIComponent(statement)}`);
    expectError(await ask('pod-view'), 60001);
    expectError(await ask('pod-view{}'), 60001);
    expectError(await ask('pod-view{name=}'), 60001);
    expectError(await ask('Pod_View{name=x}'), 60001);
    expectError(await ask('no-such-view{name=x}'), 60002);
    expectError(await ask('pod-view{name=x}.spec'), 60002);
    expectError(await ask('component-pod-view{appName=shop, appNs=default}.status.podList'), 60003);
    expectError(await sandbox.request('GET', '/api/v1/query?velaql=pod-view%7Bname%3Dx%7D'), 12006);
  });

  it('knows no view by the name of an object property, so the server settings never answer', async () => {
    const answer = await admin.get(`/api/v1/query?velaql=${encodeURIComponent('constructor{name=x}')}`);
    expectError(answer, 60002);
    expect(JSON.stringify(answer.body)).not.toContain('adminPassword');
  });
});

describe('VelaQL cloud resource views', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = fixedClockSandbox(3);
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('shows the Terraform configuration of a cloud component and, once provisioned, its secret', async () => {
    expect((await admin.post('/api/v1/addons/terraform/enable', { args: {} })).status).toBe(200);
    expect((await admin.post('/api/v1/addons/terraform-alibaba/enable', { args: {} })).status).toBe(200);
    await advance(sandbox, 120);
    await createApp(admin, 'db', {
      componentType: 'alibaba-rds',
      properties: { instance_name: 'db', writeConnectionSecretToRef: { name: 'db-conn' } },
    });
    await deploy(admin, 'db');
    type Cloud = {
      'cloud-resources': {
        spec: { region: string };
        status: { apply: { state: string; outputs: object } };
      }[];
    };
    const provisioning = await query<Cloud>(admin, 'cloud-resource-view{appNs=default, appName=db}');
    expect(provisioning['cloud-resources'][0]).toMatchObject({
      spec: { region: 'cn-hongkong' },
      status: { apply: { state: 'ProvisioningAndChecking' } },
    });
    expect(await query(admin, 'cloud-resource-secret-view{appNs=default, appName=db}')).toEqual({
      secrets: [],
    });
    await advance(sandbox, 6);
    const ready = await query<Cloud>(admin, 'cloud-resource-view{appNs=default, appName=db}');
    expect(ready['cloud-resources'][0].status.apply).toMatchObject({
      state: 'Available',
      outputs: { DB_PORT: { value: '3306' } },
    });
    const secrets = await query<{
      secrets: { metadata: { name: string; labels: Record<string, string> }; data: object }[];
    }>(admin, 'cloud-resource-secret-view{appNs=default, appName=db}');
    expect(secrets.secrets[0].metadata).toMatchObject({
      name: 'db-conn',
      labels: { 'created-by': 'terraform-controller', 'app.oam.dev/sync-alias': 'db' },
    });
    // Its keys, never the credentials, even to the administrator.
    expect(secrets.secrets[0].data).toEqual({ DB_HOST: '', DB_PORT: '', DB_USER: '' });
    const unnamed = await query<{ secrets: { metadata: { labels: Record<string, string> } }[] }>(
      admin,
      'cloud-resource-secret-view{appNs=default}',
    );
    expect(unnamed.secrets[0].metadata.labels).toEqual({ 'created-by': 'terraform-controller' });
  });
});
