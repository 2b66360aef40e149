/**
 * What happened to the demo applications: deploys by their teams, a second revision, a failing
 * rollout, approvals given, withheld and refused, and an application taken down again.
 */
import type { ServiceContext } from '../context';
import { updateComponent } from '../services/applications/components';
import { deployApplication } from '../services/applications/deploy';
import { envWorkflowName } from '../services/applications/envWorkflows';
import { recycleApplicationEnv } from '../services/applications/lifecycle';
import { resumeWorkflowRecord, terminateWorkflowRecord } from '../services/workflows/recordActions';
import { day, hour, minute, type DemoEvent } from './timeline';

function deploy(app: string, env: string, user: string, note = ''): (ctx: ServiceContext) => void {
  return (ctx) => {
    const input = { workflowName: envWorkflowName(env), note, triggerType: 'web', force: false };
    deployApplication(ctx, app, input, user);
  };
}

export const deliveries: DemoEvent[] = [
  { minutesAgo: 3 * day, run: deploy('storefront', 'shop-test', 'grace', 'First release') },
  { minutesAgo: 3 * day, run: deploy('cart', 'shop-test', 'grace', 'Cart 1.4.0') },
  { minutesAgo: 3 * day, run: deploy('ingest-api', 'data-dev', 'henry') },
  { minutesAgo: 3 * day, run: deploy('etl-worker', 'data-dev', 'henry') },
  { minutesAgo: 3 * day, run: deploy('reports', 'data-dev', 'henry') },
  { minutesAgo: 3 * day, run: deploy('hello-world', 'default', 'alice') },
  { minutesAgo: 2 * day, run: deploy('storefront', 'shop-prod', 'admin', 'Go live') },
  { minutesAgo: 2 * day, run: deploy('ingest-api', 'data-prod', 'henry') },
  { minutesAgo: day, run: deploy('payment', 'shop-test', 'grace') },
  { minutesAgo: day, run: deploy('dashboard', 'data-prod', 'henry') },
  {
    minutesAgo: day - hour,
    run: (ctx) => resumeWorkflowRecord(ctx, 'dashboard', envWorkflowName('data-prod'), 'approve'),
  },
  { minutesAgo: day - hour, run: (ctx) => recycleApplicationEnv(ctx, 'reports', 'data-dev') },
  {
    minutesAgo: 5 * hour,
    run: (ctx) => {
      updateComponent(ctx, 'cart', 'cart', {
        properties: JSON.stringify({
          image: 'registry.shop.example.com/cart:1.5.0',
          ports: [{ port: 8080, expose: true }],
        }),
      });
      deploy('cart', 'shop-test', 'grace', 'Cart 1.5.0')(ctx);
    },
  },
  { minutesAgo: 3 * hour, run: deploy('checkout', 'shop-test', 'grace', 'New payment flow') },
  { minutesAgo: 2 * hour, run: deploy('guestbook', 'default', 'alice') },
  {
    minutesAgo: hour,
    run: (ctx) => terminateWorkflowRecord(ctx, 'guestbook', envWorkflowName('default')),
  },
  { minutesAgo: 30 * minute, run: deploy('payment', 'shop-prod', 'grace', 'Waiting for approval') },
];
