import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { uiSchemaFixtures } from '../fixtures/loadFixtures';
import type { FormValues, UIParam } from '../types';
import { NESTING_KINDS } from './kinds';
import { pathKey } from './paths';
import { toRjsf } from './toRjsf';

interface Expectation {
  /** Top-level fields in drawing order, each with its kind. */
  fields: Record<string, string>;
  required?: string[];
  defaults: FormValues;
  problems: number;
}

const expectations: Record<string, Expectation> = {
  'addon-uischema-velaux': {
    fields: {
      dbType: 'Select',
      dbURL: 'Input',
      database: 'Input',
      serviceType: 'Select',
      domain: 'Input',
      gatewayDriver: 'Select',
      repo: 'Input',
      imagePullSecrets: 'Strings',
    },
    required: ['dbType', 'dbURL', 'database', 'serviceType', 'gatewayDriver'],
    defaults: { dbType: 'kubeapi', database: 'kubevela', serviceType: 'ClusterIP', gatewayDriver: 'nginx' },
    problems: 0,
  },
  'component-uischema-k8s-objects': {
    fields: { objects: 'K8sObjectsCode' },
    required: ['objects'],
    defaults: {},
    problems: 0,
  },
  'component-uischema-task': {
    fields: {
      image: 'ImageInput',
      restart: 'Select',
      count: 'Number',
      memory: 'MemoryNumber',
      cpu: 'CPUNumber',
      cmd: 'Strings',
      env: 'Structs',
      readinessProbe: 'Group',
      livenessProbe: 'Group',
      annotations: 'KV',
      labels: 'KV',
      imagePullPolicy: 'Select',
      imagePullSecrets: 'Strings',
    },
    required: ['image', 'restart', 'count', 'memory', 'cpu'],
    defaults: { restart: 'Never', count: 1, memory: '1024Mi', cpu: '0.5', imagePullPolicy: 'IfNotPresent' },
    problems: 1, // imagePullSecret (singular) is not a parameter of the definition
  },
  'component-uischema-webservice': {
    fields: {
      image: 'ImageInput',
      memory: 'MemoryNumber',
      cpu: 'CPUNumber',
      exposeType: 'Select',
      ports: 'Structs',
      cmd: 'Strings',
      env: 'Structs',
      volumeMounts: 'Group',
      readinessProbe: 'Group',
      livenessProbe: 'Group',
      annotations: 'KV',
      labels: 'KV',
      imagePullPolicy: 'Select',
      imagePullSecrets: 'Strings',
    },
    required: ['image', 'memory', 'cpu', 'exposeType', 'ports'],
    defaults: {
      memory: '1024Mi',
      cpu: '0.5',
      exposeType: 'ClusterIP',
      ports: [{ port: 80, protocol: 'TCP', expose: true }],
      imagePullPolicy: 'IfNotPresent',
    },
    problems: 1,
  },
  'config-uischema-image-registry': {
    fields: { registry: 'Input', insecure: 'Switch', useHTTP: 'Switch', auth: 'Group' },
    required: ['registry'],
    defaults: {},
    problems: 0,
  },
  'config-uischema-nacos-config': {
    fields: { dataId: 'Input', group: 'Input', contentType: 'Select', content: 'KV' },
    required: ['dataId', 'group', 'contentType', 'content'],
    defaults: { group: 'DEFAULT_GROUP' },
    problems: 0,
  },
  'policy-uischema-override': {
    fields: { selector: 'ComponentSelect', components: 'ComponentPatches' },
    required: ['components'],
    defaults: {},
    problems: 0,
  },
  'testdata-addon-uischema-test': {
    fields: { version: 'Input', dbType: 'Input', dbURL: 'Input', database: 'Input', domain: 'Input' },
    defaults: { version: '1.2.0-rc1', dbType: 'kubeapi', database: 'kubevela' },
    problems: 0,
  },
  'testdata-ui-custom-schema': {
    fields: {
      image: 'ImageInput',
      memory: 'MemoryNumber',
      cpu: 'CPUNumber',
      imagePullPolicy: 'Select',
      cmd: 'Strings',
      env: 'Structs',
      readinessProbe: 'Group',
      livenessProbe: 'Group',
      imagePullSecrets: 'Strings',
    },
    required: ['image'],
    defaults: {},
    problems: 9, // 8 custom keys the definition lacks, and the unknown uiType InnerGroup
  },
  'testdata-ui-default-schema': {
    fields: {
      image: 'Input',
      imagePullPolicy: 'Input',
      livenessProbe: 'KV',
      addRevisionLabel: 'Switch',
      cpu: 'Input',
      memory: 'Input',
      port: 'Number',
      readinessProbe: 'KV',
      volumes: 'Structs',
      env: 'Structs',
    },
    defaults: {},
    problems: 33, // the misspelt `validete` everywhere, dotted sub-keys, Structs without sub-parameters
  },
  'testdata-ui-schema': {
    fields: {
      image: 'ImageInput',
      memory: 'MemoryNumber',
      cpu: 'CPUNumber',
      imagePullPolicy: 'Select',
      cmd: 'Strings',
      env: 'Structs',
      readinessProbe: 'Group',
      livenessProbe: 'Group',
      imagePullSecrets: 'Strings',
    },
    required: ['image'],
    defaults: {},
    problems: 1,
  },
  'trait-uischema-scaler': {
    fields: { replicas: 'Number' },
    required: ['replicas'],
    defaults: {},
    problems: 0,
  },
  'workflowstep-uischema-deploy': {
    fields: {
      policies: 'PolicySelect',
      parallelism: 'Number',
      auto: 'Switch',
      ignoreTerraformComponent: 'Switch',
    },
    required: ['policies', 'parallelism'],
    defaults: { parallelism: 5, auto: true, ignoreTerraformComponent: true },
    problems: 0,
  },
  'workflowstep-uischema-deploy2env': {
    fields: { policy: 'Input', env: 'Input', parallel: 'Switch' },
    required: ['policy', 'env'],
    defaults: { parallel: false },
    problems: 0,
  },
  'workflowstep-uischema-webhook': {
    fields: { url: 'Ignore', data: 'KV' },
    required: ['url'],
    defaults: { url: {} },
    problems: 0,
  },
};

/** Every object level of the uiSchema must order exactly the properties of its schema level. */
function checkOrders(schema: RJSFSchema, uiSchema: UiSchema): void {
  const level = schema.type === 'array' ? (schema.items as RJSFSchema) : schema;
  const uiLevel = schema.type === 'array' ? (uiSchema.items as UiSchema) : uiSchema;
  if (level.type !== 'object' || !level.properties) return;
  expect(uiLevel['ui:order']).toEqual(Object.keys(level.properties));
  for (const [key, child] of Object.entries(level.properties)) {
    if (NESTING_KINDS.has(uiLevel[key]['ui:options']?.velaType))
      checkOrders(child as RJSFSchema, uiLevel[key]);
  }
}

describe.each(uiSchemaFixtures)('UI schema fixture $name', ({ name, uiSchema, parameterSchema }) => {
  const expected = expectations[name];
  const form = toRjsf(uiSchema as UIParam[], { parameterSchema });

  it('has an expectation (every fixture file is covered)', () => {
    expect(expected).toBeDefined();
  });

  it('draws the expected fields in sort order with their kinds', () => {
    expect(form.uiSchema['ui:order']).toEqual(Object.keys(expected.fields));
    for (const [key, uiType] of Object.entries(expected.fields)) {
      expect(form.fields[pathKey([key])]?.uiType, key).toBe(uiType);
    }
  });

  it('marks the required fields and starts from the defaults', () => {
    expect(form.schema.required).toEqual(expected.required);
    expect(form.defaults).toEqual(expected.defaults);
  });

  it('lists the problems of the schema', () => {
    expect(form.problems).toHaveLength(expected.problems);
  });

  it('produces a schema Ajv compiles and a uiSchema order for every object level', () => {
    expect(validator.validateFormData(form.defaults, form.schema).errors).not.toContainEqual(
      expect.objectContaining({ name: 'schema' }),
    );
    expect(() => validator.isValid(form.schema, {}, form.schema)).not.toThrow();
    checkOrders(form.schema, form.uiSchema);
  });
});
