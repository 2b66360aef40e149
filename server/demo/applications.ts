/**
 * The demo applications: what each one is and where it may be deployed. What happens to them over
 * time is told in deliveries.ts.
 */
import type { ServiceContext } from '../context';
import { createApplication } from '../services/applications/applications';
import { addTrait } from '../services/applications/traits';
import { createPolicy } from '../services/applications/policies';
import { createTrigger } from '../services/applications/triggers';
import { envWorkflowName } from '../services/applications/envWorkflows';
import { requireWorkflow } from '../services/applications/lookups';
import { createOrUpdateWorkflow } from '../services/workflows/workflows';
import { day, type DemoEvent } from './timeline';

interface DemoComponent {
  type: 'webservice' | 'worker';
  properties: Record<string, unknown>;
}

interface DemoApp {
  project: string;
  name: string;
  alias: string;
  description: string;
  envs: string[];
  component: DemoComponent;
}

function webservice(image: string, port = 80): DemoComponent {
  return { type: 'webservice', properties: { image, ports: [{ port, expose: true }] } };
}

function worker(image: string, cmd?: string[]): DemoComponent {
  return { type: 'worker', properties: cmd ? { image, cmd } : { image } };
}

/** Who created the applications of each project. */
const creators: Record<string, string> = {
  'team-shop': 'grace',
  'team-data': 'henry',
  default: 'alice',
};

const demoApps: DemoApp[] = [
  {
    project: 'team-shop',
    name: 'storefront',
    alias: 'Storefront',
    description: 'The web shop customers see.',
    envs: ['shop-test', 'shop-prod'],
    component: webservice('nginx:1.25'),
  },
  {
    project: 'team-shop',
    name: 'cart',
    alias: 'Cart',
    description: 'Shopping carts.',
    envs: ['shop-test'],
    component: webservice('registry.shop.example.com/cart:1.4.0', 8080),
  },
  {
    project: 'team-shop',
    name: 'checkout',
    alias: 'Checkout',
    description: 'Orders and their payment.',
    envs: ['shop-test'],
    component: webservice('nginx:fail'),
  },
  {
    project: 'team-shop',
    name: 'payment',
    alias: 'Payment',
    description: 'The payment gateway.',
    envs: ['shop-test', 'shop-prod'],
    component: webservice('nginx:1.25'),
  },
  {
    project: 'team-shop',
    name: 'recommendation',
    alias: 'Recommendation',
    description: 'Product suggestions, not deployed yet.',
    envs: ['shop-test'],
    component: webservice('nginx:1.25'),
  },
  {
    project: 'team-data',
    name: 'ingest-api',
    alias: 'Ingest API',
    description: 'Receives the events of the shop.',
    envs: ['data-dev', 'data-prod'],
    component: webservice('nginx:1.25'),
  },
  {
    project: 'team-data',
    name: 'etl-worker',
    alias: 'ETL Worker',
    description: 'Turns events into report tables.',
    envs: ['data-dev'],
    component: worker('python:3.12-slim', ['python', '-m', 'etl']),
  },
  {
    project: 'team-data',
    name: 'reports',
    alias: 'Reports',
    description: 'The old report site, taken down.',
    envs: ['data-dev'],
    component: webservice('nginx:1.23'),
  },
  {
    project: 'team-data',
    name: 'dashboard',
    alias: 'Dashboard',
    description: 'Grafana dashboards of the shop.',
    envs: ['data-prod'],
    component: webservice('grafana/grafana:10.4.0', 3000),
  },
  {
    project: 'default',
    name: 'hello-world',
    alias: 'Hello World',
    description: 'A first application.',
    envs: ['default'],
    component: webservice('nginx:1.25'),
  },
  {
    project: 'default',
    name: 'guestbook',
    alias: 'Guestbook',
    description: 'A guestbook whose rollout was stopped.',
    envs: ['default'],
    component: webservice('nginx:1.25'),
  },
];

function createDemoApp(ctx: ServiceContext, demo: DemoApp): void {
  createApplication(
    ctx,
    {
      name: demo.name,
      alias: demo.alias,
      description: demo.description,
      icon: '',
      labels: {},
      project: demo.project,
      envBindings: demo.envs,
      component: {
        name: demo.name,
        alias: '',
        description: '',
        icon: '',
        labels: {},
        componentType: demo.component.type,
        properties: JSON.stringify(demo.component.properties),
        dependsOn: [],
        inputs: [],
        outputs: [],
        traits: [],
      },
    },
    creators[demo.project],
  );
}

/** A manual approval before the env's deploy steps. */
function requireApproval(ctx: ServiceContext, app: string, env: string): void {
  const workflow = requireWorkflow(ctx, app, envWorkflowName(env));
  const approve = { name: 'approve', alias: 'Approve', type: 'suspend', subSteps: [] };
  createOrUpdateWorkflow(ctx, app, {
    name: workflow.name,
    alias: workflow.alias,
    description: workflow.description,
    envName: workflow.envName,
    mode: workflow.mode,
    subMode: workflow.subMode,
    default: workflow.default,
    steps: [approve, ...workflow.steps],
  });
}

/** The storefront shows the extras: a gateway, a production override and an image trigger. */
function equipStorefront(ctx: ServiceContext): void {
  addTrait(ctx, 'storefront', 'storefront', {
    type: 'gateway',
    alias: 'Gateway',
    description: '',
    properties: JSON.stringify({ domain: 'shop.example.com', http: { '/': 80 } }),
  });
  createPolicy(
    ctx,
    'storefront',
    {
      name: 'prod-replicas',
      alias: 'Production replicas',
      description: 'Three replicas in production.',
      envName: 'shop-prod',
      type: 'override',
      properties: JSON.stringify({
        components: [{ name: 'storefront', traits: [{ type: 'scaler', properties: { replicas: 3 } }] }],
      }),
      workflowPolicyBind: [{ name: envWorkflowName('shop-prod'), steps: ['shop-prod'] }],
    },
    'grace',
  );
  createTrigger(ctx, 'storefront', {
    name: 'on-image-push',
    alias: 'On image push',
    description: 'Deploys to test when a new storefront image is pushed.',
    type: 'webhook',
    payloadType: 'dockerhub',
    workflowName: envWorkflowName('shop-test'),
    componentName: 'storefront',
    registry: '',
  });
}

export const applicationCreation: DemoEvent[] = [
  ...demoApps.map((demo) => ({
    minutesAgo: 7 * day,
    run: (ctx: ServiceContext) => createDemoApp(ctx, demo),
  })),
  {
    minutesAgo: 7 * day,
    run: (ctx) => {
      equipStorefront(ctx);
      requireApproval(ctx, 'payment', 'shop-prod');
      requireApproval(ctx, 'dashboard', 'data-prod');
      requireApproval(ctx, 'guestbook', 'default');
    },
  },
];
