import { buildServer } from '../server/app';
import { allowedHostsFor } from '../server/http/hostCheck';
import { parseTrustedProxies } from '../server/http/trustedProxies';
import { startMode } from '../server/startMode';
import {
  chartValues,
  manifestOf,
  renderChart,
  type Deployment,
  type Manifest,
  type Service,
} from './chartRender';

const RECOMMENDED_LABELS = [
  'app.kubernetes.io/name',
  'app.kubernetes.io/instance',
  'app.kubernetes.io/version',
  'app.kubernetes.io/managed-by',
];

function parts(manifests: Manifest[]) {
  const deployment = manifestOf<Deployment>(manifests, 'Deployment');
  const pod = deployment.spec.template.spec;
  const [container] = pod.containers;
  const env = Object.fromEntries(container.env.map(({ name, value }) => [name, value]));
  return { deployment, pod, container, env, service: manifestOf<Service>(manifests, 'Service') };
}

const mountedVolume = (pod: Deployment['spec']['template']['spec'], mountPath: string) => {
  const mount = pod.containers[0].volumeMounts.find((candidate) => candidate.mountPath === mountPath);
  return (
    mount && { readOnly: mount.readOnly ?? false, ...pod.volumes.find(({ name }) => name === mount.name) }
  );
};

describe('the Helm chart, with its default values (proxy mode)', () => {
  const manifests = renderChart();
  const { deployment, pod, container, env, service } = parts(manifests);

  it('renders a Deployment and a Service, both carrying the recommended labels', () => {
    expect(manifests.map(({ kind }) => kind).sort()).toEqual(['Deployment', 'Service']);
    for (const manifest of manifests) {
      expect(Object.keys(manifest.metadata.labels)).toEqual(expect.arrayContaining(RECOMMENDED_LABELS));
      expect(manifest.metadata.labels['app.kubernetes.io/version']).toBe('0.1.0');
    }
    expect(deployment.spec.template.metadata.labels).toMatchObject(deployment.spec.selector.matchLabels);
    expect(deployment.spec.template.metadata.labels).toMatchObject(service.spec.selector);
  });

  it('runs as a non-root user with a read-only root filesystem, no privileges and no API token', () => {
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
    expect(pod).toMatchObject({ automountServiceAccountToken: false });
    expect(container.securityContext).toEqual({
      allowPrivilegeEscalation: false,
      readOnlyRootFilesystem: true,
      capabilities: { drop: ['ALL'] },
    });
    // The one place the server writes in proxy mode: tsx's compile cache.
    expect(mountedVolume(pod, '/tmp')).toMatchObject({ readOnly: false, emptyDir: {} });
  });

  it('proxies to the API server named in the values, listening on all addresses of the pod', () => {
    expect(env).toMatchObject({ HOST: '0.0.0.0', VELA_MODE: 'proxy' });
    expect(env.VELA_API_URL).toBe((chartValues().apiServer as { url: string }).url);
    expect(startMode(env)).toEqual({ kind: 'proxy', apiUrl: env.VELA_API_URL });
    const elsewhere = parts(renderChart({ apiServer: { url: 'https://vela.example.com:8000' } })).env;
    expect(elsewhere.VELA_API_URL).toBe('https://vela.example.com:8000');
    expect(elsewhere).not.toHaveProperty('VELA_DATA_DIR');
  });

  it('serves on the port the Service sends to', () => {
    const [port] = container.ports;
    expect(Number(env.PORT)).toBe(port.containerPort);
    expect(service.spec.ports).toEqual([
      { name: 'http', port: 8000, targetPort: port.name, protocol: 'TCP' },
    ]);
    expect(service.spec.type).toBe('ClusterIP');
  });

  it('probes a health path the server answers itself, also while its API server is away', async () => {
    const probes = [container.readinessProbe, container.livenessProbe];
    for (const probe of probes) expect(probe.httpGet.port).toBe(container.ports[0].name);
    const unreachableUpstream = buildServer({ apiUrl: 'http://127.0.0.1:9' });
    const sandbox = buildServer({ passwordHashRounds: 4 });
    try {
      for (const server of [unreachableUpstream, sandbox]) {
        for (const probe of probes) {
          const answer = await server.inject({ method: 'GET', url: probe.httpGet.path });
          expect([probe.httpGet.path, answer.statusCode]).toEqual([probe.httpGet.path, 200]);
        }
      }
    } finally {
      await Promise.all([unreachableUpstream.close(), sandbox.close()]);
    }
  });

  it('answers every host name unless the values list the ones browsers use', async () => {
    expect(env).not.toHaveProperty('VELA_ALLOWED_HOSTS');
    expect(allowedHostsFor(env.HOST, env.VELA_ALLOWED_HOSTS)).toBeUndefined();

    const listed = parts(renderChart({ allowedHosts: 'console.example.com,vela.internal' }));
    expect(listed.env.VELA_ALLOWED_HOSTS).toBe('console.example.com,vela.internal');
    const allowedHosts = allowedHostsFor(listed.env.HOST, listed.env.VELA_ALLOWED_HOSTS);
    expect(allowedHosts).toEqual(['console.example.com', 'vela.internal']);
    const server = buildServer({ apiUrl: 'http://127.0.0.1:9', allowedHosts });
    try {
      const ask = (url: string, host: string) => server.inject({ method: 'GET', url, headers: { host } });
      expect((await ask('/', 'evil.example')).statusCode).toBe(421);
      // Kubernetes probes name the pod's address.
      for (const probe of [listed.container.readinessProbe, listed.container.livenessProbe]) {
        expect((await ask(probe.httpGet.path, '10.244.0.7:8000')).statusCode).toBe(200);
      }
    } finally {
      await server.close();
    }
  });

  it('sets resources, the image from the chart version, and the replica count', () => {
    expect(container.resources).toEqual({
      requests: { cpu: '50m', memory: '128Mi' },
      limits: { memory: '512Mi' },
    });
    expect(container.image).toBe('vela-console:0.1.0');
    expect(
      parts(renderChart({ image: { repository: 'registry.example.com/vela-console', tag: 'v2' } })).container
        .image,
    ).toBe('registry.example.com/vela-console:v2');
    expect(deployment.spec.replicas).toBe(1);
    expect(parts(renderChart({ replicaCount: 3 })).deployment.spec.replicas).toBe(3);
  });
});

describe('the Helm chart in demo mode', () => {
  const { deployment, pod, container, env } = parts(
    renderChart({ demo: { enabled: true }, replicaCount: 3 }),
  );

  it('runs the sandbox, with no API server address', () => {
    expect(env).not.toHaveProperty('VELA_API_URL');
    expect(env).toMatchObject({ VELA_MODE: 'sandbox', HOST: '0.0.0.0' });
    expect(startMode(env)).toEqual({ kind: 'sandbox' });
    expect(env).not.toHaveProperty('VELA_ADMIN_PASSWORD');
  });

  it('keeps the sandbox data on a writable volume, and runs one pod (the database is the pod’s own)', () => {
    expect(env.VELA_DATA_DIR).toBe('/data/sandbox');
    expect(mountedVolume(pod, '/data')).toMatchObject({ readOnly: false, emptyDir: {} });
    expect(container.securityContext).toMatchObject({ readOnlyRootFilesystem: true });
    expect(pod.securityContext).toMatchObject({ fsGroup: 1000 });
    expect(deployment.spec.replicas).toBe(1);
  });

  it('passes the allowed host names to the sandbox too', () => {
    const listed = parts(renderChart({ demo: { enabled: true }, allowedHosts: 'demo.example.com' })).env;
    expect(listed).toMatchObject({ VELA_MODE: 'sandbox', VELA_ALLOWED_HOSTS: 'demo.example.com' });
  });

  it('believes X-Forwarded-For only from the proxies the values name', () => {
    expect(env).not.toHaveProperty('VELA_TRUST_PROXY');
    const behindIngress = parts(
      renderChart({ demo: { enabled: true }, trustedProxies: '10.244.0.0/16' }),
    ).env;
    expect(parseTrustedProxies(behindIngress.VELA_TRUST_PROXY)).toEqual(['10.244.0.0/16']);
  });

  it('sets the administrator password only when the values give one', () => {
    const withPassword = parts(renderChart({ demo: { enabled: true, adminPassword: 'Sw0rdfish: "x"' } })).env;
    expect(withPassword.VELA_ADMIN_PASSWORD).toBe('Sw0rdfish: "x"');
  });
});
