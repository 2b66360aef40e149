import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { allAnswersShown } from '@src/test/latency';
import { uiSchemaFixtures } from './fixtures/loadFixtures';
import { fakeLookups } from './test/fakeLookups';
import { renderVelaForm } from './test/renderVelaForm';
import type { FormValues, UIParam } from './types';

type User = ReturnType<typeof userEvent.setup>;

interface RoundTrip {
  /** What the form emits before anyone touches it. */
  defaults: FormValues;
  /** One edit a user makes. */
  edit: (user: User) => Promise<void>;
  /** The properties KubeVela receives afterwards. */
  expected: FormValues;
  valid: boolean;
}

const typeInto = (name: string | RegExp, text: string) => async (user: User) => {
  await user.type(screen.getByRole('textbox', { name }), text);
};
const configMap = { apiVersion: 'v1', kind: 'ConfigMap', metadata: { name: 'conf' } };

const roundTrips: Record<string, RoundTrip> = {
  'addon-uischema-velaux': {
    defaults: { dbType: 'kubeapi', database: 'kubevela', serviceType: 'ClusterIP', gatewayDriver: 'nginx' },
    edit: async (user) => {
      await user.clear(screen.getByRole('textbox', { name: 'Database' }));
      await user.type(screen.getByRole('textbox', { name: 'Database' }), 'vela-system');
    },
    expected: {
      dbType: 'kubeapi',
      database: 'vela-system',
      serviceType: 'ClusterIP',
      gatewayDriver: 'nginx',
    },
    valid: true,
  },
  'component-uischema-k8s-objects': {
    defaults: {},
    edit: async () => {
      fireEvent.change(screen.getByRole('textbox', { name: 'Objects' }), {
        target: { value: 'apiVersion: v1\nkind: ConfigMap\nmetadata:\n  name: conf\n' },
      });
    },
    expected: { objects: [configMap] },
    valid: true,
  },
  'component-uischema-task': {
    defaults: { restart: 'Never', count: 1, memory: '1024Mi', cpu: '0.5', imagePullPolicy: 'IfNotPresent' },
    edit: typeInto('Image', 'busybox:1.36'),
    expected: {
      image: 'busybox:1.36',
      restart: 'Never',
      count: 1,
      memory: '1024Mi',
      cpu: '0.5',
      imagePullPolicy: 'IfNotPresent',
    },
    valid: true,
  },
  'component-uischema-webservice': {
    defaults: {
      memory: '1024Mi',
      cpu: '0.5',
      exposeType: 'ClusterIP',
      ports: [{ port: 80, protocol: 'TCP', expose: true }],
      imagePullPolicy: 'IfNotPresent',
    },
    edit: typeInto('Container Image', 'nginx:1.25'),
    expected: {
      image: 'nginx:1.25',
      memory: '1024Mi',
      cpu: '0.5',
      exposeType: 'ClusterIP',
      ports: [{ port: 80, protocol: 'TCP', expose: true }],
      imagePullPolicy: 'IfNotPresent',
    },
    valid: true,
  },
  'config-uischema-image-registry': {
    defaults: {},
    edit: typeInto('Registry', 'index.docker.io'),
    expected: { registry: 'index.docker.io' },
    valid: true,
  },
  'config-uischema-nacos-config': {
    defaults: { group: 'DEFAULT_GROUP' },
    edit: typeInto('DataId', 'app.yaml'),
    expected: { dataId: 'app.yaml', group: 'DEFAULT_GROUP' },
    valid: false, // contentType and content are still required
  },
  'policy-uischema-override': {
    defaults: {},
    edit: async (user) => {
      await user.click(screen.getByRole('combobox', { name: 'Selector' }));
      await user.click(await screen.findByRole('option', { name: 'web (webservice)' }));
    },
    expected: { selector: ['web'] },
    valid: false, // components (the patches) are required
  },
  'testdata-addon-uischema-test': {
    defaults: { version: '1.2.0-rc1', dbType: 'kubeapi', database: 'kubevela' },
    edit: typeInto('Domain', 'vela.example.com'),
    expected: { version: '1.2.0-rc1', dbType: 'kubeapi', database: 'kubevela', domain: 'vela.example.com' },
    valid: true,
  },
  'testdata-ui-custom-schema': {
    defaults: {},
    edit: typeInto('Application Image', 'nginx'),
    expected: { image: 'nginx' },
    valid: true,
  },
  'testdata-ui-default-schema': {
    defaults: {},
    // Ten optional fields: all are folded until Advanced Parameters is switched on.
    edit: async (user) => {
      await user.click(screen.getByRole('switch', { name: 'Advanced Parameters' }));
      await typeInto('Image', 'nginx')(user);
    },
    expected: { image: 'nginx' },
    valid: true,
  },
  'testdata-ui-schema': {
    defaults: {},
    edit: typeInto('Application Image', 'nginx'),
    expected: { image: 'nginx' },
    valid: true,
  },
  'trait-uischema-scaler': {
    defaults: {},
    edit: async (user) => user.type(screen.getByRole('spinbutton', { name: 'Replicas' }), '3'),
    expected: { replicas: 3 },
    valid: true,
  },
  'workflowstep-uischema-deploy': {
    defaults: { parallelism: 5, auto: true, ignoreTerraformComponent: true },
    edit: async (user) => {
      await user.click(screen.getByRole('combobox', { name: 'Policies' }));
      await user.click(await screen.findByRole('option', { name: 'topology-dev (topology)' }));
    },
    expected: { policies: ['topology-dev'], parallelism: 5, auto: true, ignoreTerraformComponent: true },
    valid: true,
  },
  'workflowstep-uischema-deploy2env': {
    defaults: { parallel: false },
    edit: typeInto('Policy', 'env-bindings'),
    expected: { policy: 'env-bindings', parallel: false },
    valid: false, // env is still required
  },
  'workflowstep-uischema-webhook': {
    defaults: {},
    edit: typeInto('URL', 'https://hooks.example.com/x'),
    expected: { url: { value: 'https://hooks.example.com/x' } },
    valid: true,
  },
};

const lookups = () =>
  fakeLookups({
    policies: vi.fn(async () => [{ name: 'topology-dev', type: 'topology' }]),
    components: vi.fn(async () => [{ name: 'web', type: 'webservice' }]),
  });

describe.each(uiSchemaFixtures)('<VelaForm> with fixture $name', ({ name, uiSchema, parameterSchema }) => {
  const trip = roundTrips[name];
  let consoleSpies: ReturnType<typeof vi.spyOn>[] = [];
  beforeEach(() => {
    consoleSpies = [vi.spyOn(console, 'error'), vi.spyOn(console, 'warn')];
  });
  afterEach(() => {
    for (const spy of consoleSpies) {
      expect(spy.mock.calls).toEqual([]);
      spy.mockRestore();
    }
  });

  it('has a round trip (every fixture file is covered)', () => {
    expect(trip).toBeDefined();
  });

  it('renders without console errors and emits its defaults, an edit, and what KubeVela expects', async () => {
    const user = userEvent.setup();
    const rendered = renderVelaForm(uiSchema as UIParam[], { parameterSchema, lookups: lookups() });
    await waitFor(() => expect(rendered.emitted() ?? {}).toEqual(trip.defaults));
    await trip.edit(user);
    await waitFor(() => expect(rendered.emitted()).toEqual(trip.expected));
    // Every lookup has answered before the console is checked for errors.
    await allAnswersShown();
    let valid = !trip.valid;
    act(() => {
      valid = rendered.ref.current!.validate().valid;
    });
    expect(valid).toBe(trip.valid);
  });

  it('renders in edit mode from the emitted properties and reproduces them', async () => {
    const rendered = renderVelaForm(uiSchema as UIParam[], {
      parameterSchema,
      lookups: lookups(),
      mode: 'edit',
      value: trip.expected,
    });
    // Fields that look options up could emit once the answers are in.
    await allAnswersShown();
    expect(rendered.onChange).not.toHaveBeenCalled();
  });
});
