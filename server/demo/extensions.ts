/**
 * Demo addons and plugins: the addons a typical platform runs, one that was tried and switched off
 * again, and the demo app plugin.
 */
import type { ServiceContext } from '../context';
import { disableAddon, enableAddon } from '../services/addons/enablement';
import { enablePlugin } from '../services/plugins/plugins';

const demoEnabledAddons = ['velaux', 'vela-workflow', 'fluxcd'];
const demoDisabledAddon = 'kruise-rollout';
const demoPlugin = 'app-demo';

/** The demo's console is reachable from outside, so its drawer has an endpoint to offer. */
const demoArgs: Record<string, Record<string, unknown>> = { velaux: { serviceType: 'LoadBalancer' } };

export function enableDemoAddons(ctx: ServiceContext): void {
  for (const name of [...demoEnabledAddons, demoDisabledAddon]) {
    enableAddon(ctx, name, { args: demoArgs[name] ?? {} });
  }
  enablePlugin(ctx, demoPlugin, { jsonData: { title: 'Demo App' } });
}

export function disableDemoAddon(ctx: ServiceContext): void {
  disableAddon(ctx, demoDisabledAddon);
}
