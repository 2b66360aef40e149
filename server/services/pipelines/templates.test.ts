import { createClock } from '../../clock';
import type { ServiceContext } from '../../context';
import { DocumentStore } from '../../store/documentStore';
import { enableAddon } from '../addons/enablement';
import { seedDatabase } from '../../demo/seed';
import { listContexts } from './contexts';
import { requirePipeline } from './pipelineLookup';
import { createPipelineFromTemplate, getPipeline } from './pipelines';
import { runPipeline } from './runs';
import { runStatus } from './runState';

function sandboxContext(): ServiceContext {
  const clock = createClock(() => new Date('2026-03-01T08:00:00Z'));
  const settings = {
    adminPassword: 'VelaUX12345',
    accessTokenTtlSeconds: 3600,
    refreshTokenTtlSeconds: 86400,
    passwordHashRounds: 4,
    runtimeStepSeconds: 1,
  };
  const ctx: ServiceContext = {
    store: new DocumentStore(':memory:', clock.now),
    now: clock.now,
    clock,
    settings,
  };
  seedDatabase(ctx, true);
  return ctx;
}

describe('the Observability Template', () => {
  it('creates the pipeline and its default context (readConfig=false), so a run skips the config lookup', () => {
    const ctx = sandboxContext();
    const created = createPipelineFromTemplate(ctx, 'default', 'observability', { name: 'o11y' });
    expect(created.spec.steps?.map((step) => step.type)).toEqual([
      'addon-operation',
      'step-group',
      'step-group',
      'addon-operation',
    ]);
    expect(listContexts(ctx, 'default', 'o11y')).toEqual({
      total: 1,
      contexts: { default: [{ key: 'readConfig', value: 'false' }] },
    });

    enableAddon(ctx, 'vela-workflow');
    ctx.clock.advance(2);
    const run = runPipeline(ctx, requirePipeline(ctx, 'default', 'o11y'), { contextName: 'default' });
    ctx.clock.advance(10);
    const stored = ctx.store.get('pipelineRun', `default/${run.pipelineRunName}`);
    const status = stored && runStatus(ctx, stored);
    expect(status?.status).toBe('succeeded');
    const prepare = status?.steps?.find((step) => step.name === 'prepare-prometheus');
    expect(prepare?.subSteps?.map((step) => [step.name, step.phase])).toEqual([
      ['find-prometheus', 'skipped'],
      ['enable-prometheus', 'succeeded'],
    ]);
    expect(getPipeline(ctx, 'default', 'o11y').info.runStat.total).toEqual({ total: 1, success: 1, fail: 0 });
    ctx.store.close();
  });
});
