/**
 * Test helper: a service context on a fresh in-memory database with the startup and demo data, for
 * tests that need records no HTTP route of this area creates (e.g. applications bound to an env).
 */
import { createClock } from '../clock';
import type { ServiceContext } from '../context';
import { DocumentStore } from '../store/documentStore';
import { seedDatabase } from './seed';

export function createTestContext(now: () => Date = () => new Date()): ServiceContext {
  const clock = createClock(now);
  const ctx: ServiceContext = {
    store: new DocumentStore(':memory:', clock.now),
    now: clock.now,
    clock,
    settings: {
      adminPassword: 'VelaUX12345',
      accessTokenTtlSeconds: 3600,
      refreshTokenTtlSeconds: 86400,
      passwordHashRounds: 4,
      runtimeStepSeconds: 3,
    },
  };
  seedDatabase(ctx, true);
  return ctx;
}

/** An application of `project` bound to `env`, optionally with a live deployment there. */
export function bindApplication(
  ctx: ServiceContext,
  app: { name: string; project: string; env: string; deployed?: boolean },
): void {
  ctx.store.insert('application', app.name, {
    name: app.name,
    project: app.project,
    alias: '',
    description: '',
    icon: '',
    labels: {},
    annotations: {},
  });
  const key = `${app.name}/${app.env}`;
  ctx.store.insert('envBinding', key, { app: app.name, name: app.env, appDeployName: app.name });
  if (!app.deployed) return;
  ctx.store.insert('appDeployment', key, {
    app: app.name,
    env: app.env,
    name: app.name,
    namespace: ctx.store.get('env', app.env)?.namespace ?? app.env,
    live: true,
    generation: 1,
    revisionNumber: 1,
    deployVersion: '',
    publishVersion: '',
    manifest: {
      apiVersion: 'core.oam.dev/v1beta1',
      kind: 'Application',
      metadata: { name: app.name, namespace: app.env, labels: {}, annotations: {} },
      spec: {
        components: [],
        policies: [],
        workflow: { mode: { steps: 'StepByStep', subSteps: 'DAG' }, steps: [] },
      },
    },
    recycledAt: '',
  });
}
