/**
 * VelaQL answers only from applications the caller may read: bob (Project Viewer in `default`)
 * against team-shop's `checkout`, deployed to the shop-test namespace in the demo data.
 */
import { createSandbox, type Sandbox, type Session } from '../testing';
import { query } from './deliveryTesting';

type Pods = { podList: { metadata: { name: string } }[] };
type Namespaces = { list: { metadata: { name: string; labels: Record<string, string> } }[] };

const checkout = 'appName=checkout, appNs=shop-test';

describe('VelaQL scope', () => {
  let sandbox: Sandbox;
  let admin: Session;
  let bob: Session;
  let pod: string;
  beforeAll(async () => {
    sandbox = createSandbox();
    admin = await sandbox.login('admin');
    bob = await sandbox.login('bob');
    const pods = await query<Pods>(admin, `component-pod-view{${checkout}}.status`);
    pod = pods.podList[0].metadata.name;
  });
  afterAll(() => sandbox.close());

  it("shows no pods, endpoints, services or resources of another project's app", async () => {
    const appViews = {
      'component-pod-view': 'podList',
      'service-endpoints-view': 'endpoints',
      'service-view': 'services',
      'service-applied-resources-view': 'resources',
      'application-resource-tree-view': 'resources',
    };
    for (const [view, key] of Object.entries(appViews)) {
      const statement = `${view}{${checkout}}.status`;
      expect((await query<Record<string, unknown[]>>(admin, statement))[key], view).not.toHaveLength(0);
      expect((await query<Record<string, unknown[]>>(bob, statement))[key], view).toEqual([]);
    }
  });

  it("finds no pod, event, log or resource of another project's app by name", async () => {
    const place = `cluster=local, namespace=shop-test`;
    const podView = `pod-view{name=${pod}, ${place}}.status`;
    expect(await query(admin, podView)).toHaveProperty('containers');
    expect(await query(bob, podView)).toEqual({ error: `pods "${pod}" not found` });

    const events = `event-view{name=${pod}, ${place}}.status`;
    expect((await query<{ events: unknown[] }>(admin, events)).events).not.toHaveLength(0);
    expect((await query<{ events: unknown[] }>(bob, events)).events).toEqual([]);

    const logs = `collect-logs{pod=${pod}, ${place}}.status`;
    expect((await query<{ logs: string }>(admin, logs)).logs).not.toBe('');
    expect(await query(bob, logs)).toMatchObject({ logs: '', err: `pods "${pod}" not found` });

    const detail = `application-resource-detail-view{kind=Deployment, name=checkout, ${place}}.status`;
    expect(await query(admin, detail)).toHaveProperty('resource');
    expect(await query(bob, detail)).toEqual({ error: 'deployments "checkout" not found' });
  });

  it("lists only the namespaces of the caller's projects", async () => {
    const statement = 'resource-view{type=ns, cluster=local}.status';
    const names = async (session: Session) =>
      (await query<Namespaces>(session, statement)).list.map((ns) => ns.metadata.name);
    expect(await names(admin)).toEqual(expect.arrayContaining(['shop-test', 'team-shop', 'kube-system']));
    expect(await names(bob)).toEqual(['default']);
  });

  it("still shows a reader the pods of their own project's apps", async () => {
    const pods = await query<Pods>(bob, 'component-pod-view{appName=hello-world, appNs=default}.status');
    expect(pods.podList).not.toHaveLength(0);
  });
});
