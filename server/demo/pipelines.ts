/**
 * Demo pipelines and their past runs: a release that waits for approval, a nightly job whose first
 * run failed on a mistyped URL, and the observability template.
 */
import type { ServiceContext } from '../context';
import { createContext } from '../services/pipelines/contexts';
import { requirePipeline } from '../services/pipelines/pipelineLookup';
import { createPipeline, createPipelineFromTemplate, updatePipeline } from '../services/pipelines/pipelines';
import type { PipelineSpec } from '../store/pipelineRecords';
import { resumeRun, runPipeline, runsOf } from '../services/pipelines/runs';
import { readSpec } from '../services/pipelines/spec';
import { day, hour, minute, type DemoEvent } from './timeline';

const release = { project: 'team-shop', name: 'release-storefront' };
const nightly = { project: 'team-data', name: 'nightly-report' };

const releaseSpec = readSpec({
  mode: { steps: 'StepByStep', subSteps: 'DAG' },
  steps: [
    {
      name: 'check-image',
      type: 'request',
      properties: { url: 'https://registry.shop.example.com/v2/storefront/tags/list' },
    },
    { name: 'approve', type: 'suspend', properties: { message: 'Approve the release to production' } },
    {
      name: 'announce',
      type: 'notification',
      properties: {
        slack: { url: { value: 'https://hooks.slack.com/services/demo' }, message: { text: 'Released' } },
      },
    },
  ],
});

function nightlySpec(url: string): PipelineSpec {
  return readSpec({
    mode: { steps: 'StepByStep', subSteps: 'DAG' },
    steps: [
      { name: 'fetch-orders', alias: 'Fetch orders', type: 'request', properties: { url } },
      {
        name: 'build-report',
        alias: 'Build report',
        type: 'print-message-in-status',
        properties: { message: 'report built' },
      },
    ],
  });
}

function run(pipeline: { project: string; name: string }, contextName = ''): (ctx: ServiceContext) => void {
  return (ctx) => {
    runPipeline(ctx, requirePipeline(ctx, pipeline.project, pipeline.name), { contextName });
  };
}

function approveNewestRun(ctx: ServiceContext): void {
  const pipeline = requirePipeline(ctx, release.project, release.name);
  const newest = runsOf(ctx, pipeline).at(-1);
  if (newest) resumeRun(ctx, pipeline, newest.name, 'approve');
}

export const pipelineHistory: DemoEvent[] = [
  {
    minutesAgo: 6 * day,
    run: (ctx) => {
      createPipelineFromTemplate(ctx, 'system', 'observability', {
        name: 'observability',
        alias: 'Observability',
      });
      createPipeline(ctx, release.project, {
        name: release.name,
        alias: 'Release storefront',
        description: 'Checks the image, waits for approval and announces the release.',
        spec: releaseSpec,
      });
      createPipeline(ctx, nightly.project, {
        name: nightly.name,
        alias: 'Nightly report',
        description: 'Builds the daily order report.',
        spec: nightlySpec('htps://api.shop.example.com/orders'),
      });
      createContext(ctx, nightly.project, nightly.name, {
        name: 'production',
        values: [{ key: 'env', value: 'data-prod' }],
      });
    },
  },
  { minutesAgo: 3 * day, run: run(nightly) },
  {
    minutesAgo: 3 * day - hour,
    run: (ctx) => {
      updatePipeline(ctx, nightly.project, nightly.name, {
        spec: nightlySpec('https://api.shop.example.com/orders'),
      });
    },
  },
  { minutesAgo: 2 * day, run: run(nightly, 'production') },
  { minutesAgo: 2 * day, run: run(release) },
  { minutesAgo: 2 * day - 20 * minute, run: approveNewestRun },
  { minutesAgo: day, run: run(nightly, 'production') },
  { minutesAgo: 10 * minute, run: run(release) },
];
