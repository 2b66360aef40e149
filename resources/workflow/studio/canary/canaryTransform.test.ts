import { batchWeights, clampBatches, deploySteps, toCanarySteps, type WorkflowStep } from './canaryTransform';

const deploy = (name: string, policies?: string[]): WorkflowStep => ({
  name,
  alias: `Deploy To ${name}`,
  type: 'deploy',
  properties: policies ? { policies } : {},
});

const notify: WorkflowStep = { name: 'notify', type: 'notification', properties: { slack: {} } };

/** Each sub step as `name type weight` (weight only for canary-deploy), in order. */
const plan = (group: WorkflowStep) =>
  (group.subSteps ?? []).map((step) =>
    step.type === 'canary-deploy'
      ? `${step.name} ${step.type} ${String(step.properties?.weight)}`
      : `${step.name} ${step.type}`,
  );

describe('batch weights', () => {
  it.each([
    [1, [100]],
    [2, [50, 100]],
    [3, [33, 66, 100]],
    [4, [25, 50, 75, 100]],
  ])('%i batches roll out at %j percent', (batches, weights) => {
    expect(batchWeights(batches)).toEqual(weights);
  });

  it('keeps a batch count within 1 to 4', () => {
    expect([0, 1, 2.4, 4, 9, Number.NaN].map(clampBatches)).toEqual([1, 1, 2, 4, 4, 2]);
  });
});

describe('the canary transform', () => {
  it('makes two batches of a deploy step by default, each after an approval', () => {
    const [group] = toCanarySteps([deploy('shop-prod', ['shop-prod'])]);
    expect(group).toMatchObject({ name: 'shop-prod-canary', type: 'step-group', mode: 'StepByStep' });
    expect(plan(group)).toEqual([
      'prepare-canary canary-deploy 0',
      'shop-prod-approve-1 suspend',
      'shop-prod-batch-1 canary-deploy 50',
      'shop-prod-approve-2 suspend',
      'shop-prod-batch-2 canary-deploy 100',
    ]);
    expect(group.subSteps?.map((step) => step.alias)).toEqual([
      'Prepare Canary',
      'Approve 1',
      'Batch 1',
      'Approve 2',
      'Batch 2',
    ]);
  });

  it.each([
    [1, ['prepare-canary canary-deploy 0', 'd-approve-1 suspend', 'd-batch-1 canary-deploy 100']],
    [
      3,
      [
        'prepare-canary canary-deploy 0',
        'd-approve-1 suspend',
        'd-batch-1 canary-deploy 33',
        'd-approve-2 suspend',
        'd-batch-2 canary-deploy 66',
        'd-approve-3 suspend',
        'd-batch-3 canary-deploy 100',
      ],
    ],
    [
      4,
      [
        'prepare-canary canary-deploy 0',
        'd-approve-1 suspend',
        'd-batch-1 canary-deploy 25',
        'd-approve-2 suspend',
        'd-batch-2 canary-deploy 50',
        'd-approve-3 suspend',
        'd-batch-3 canary-deploy 75',
        'd-approve-4 suspend',
        'd-batch-4 canary-deploy 100',
      ],
    ],
  ])('with %i batches plans %j', (batches, expected) => {
    const [group] = toCanarySteps([deploy('d')], { d: batches });
    expect(plan(group)).toEqual(expected);
  });

  it('deploys every batch to the deploy step’s policies, each its own copy', () => {
    const source = deploy('prod', ['beijing', 'hangzhou']);
    const [group] = toCanarySteps([source]);
    const deploys = (group.subSteps ?? []).filter((step) => step.type === 'canary-deploy');
    expect(deploys.map((step) => step.properties?.policies)).toEqual([
      ['beijing', 'hangzhou'],
      ['beijing', 'hangzhou'],
      ['beijing', 'hangzhou'],
    ]);
    (deploys[0].properties?.policies as string[]).push('changed');
    expect(source.properties?.policies).toEqual(['beijing', 'hangzhou']);
    expect(deploys[1].properties?.policies).toEqual(['beijing', 'hangzhou']);
  });

  it('gives a deploy step without policies batches with none', () => {
    const [group] = toCanarySteps([deploy('dev')]);
    expect(group.subSteps?.[2].properties).toEqual({ weight: 50, policies: [] });
  });

  it('leaves other steps alone and counts batches per deploy step', () => {
    const steps = toCanarySteps([notify, deploy('test'), deploy('prod')], { prod: 3 });
    expect(steps[0]).toBe(notify);
    expect(steps.map((step) => step.name)).toEqual(['notify', 'test-canary', 'prod-canary']);
    expect(steps[1].subSteps).toHaveLength(5);
    expect(steps[2].subSteps).toHaveLength(7);
  });

  it('keeps step names unique when several deploy steps get a prepare step', () => {
    const steps = toCanarySteps([deploy('test'), deploy('prod')]);
    const names = steps.flatMap((step) => [step.name, ...(step.subSteps ?? []).map((sub) => sub.name)]);
    expect(new Set(names).size).toBe(names.length);
    expect(steps[0].subSteps?.[0].name).toBe('prepare-canary');
    expect(steps[1].subSteps?.[0].name).toBe('prod-prepare-canary');
  });

  it('keeps every new name within 32 characters and unique when long names share a beginning', () => {
    const long = 'deploy-to-production-cluster-';
    const steps = toCanarySteps([deploy(`${long}a`), deploy(`${long}b`)], { [`${long}a`]: 4 });
    const names = steps.flatMap((step) => [step.name, ...(step.subSteps ?? []).map((sub) => sub.name)]);
    expect(new Set(names).size).toBe(names.length);
    expect(names.filter((name) => name.length > 32)).toEqual([]);
    expect(names.filter((name) => !/^[a-z0-9]([-a-z0-9]*[a-z0-9])?$/.test(name))).toEqual([]);
    expect(steps.map((step) => step.name)).toEqual([
      'deploy-to-production-clus-canary',
      'deploy-to-production-cl-2-canary',
    ]);
  });

  it('moves a deploy step’s dependsOn and if to its group, and dependents onto the group', () => {
    const steps = toCanarySteps([
      notify,
      { ...deploy('prod'), dependsOn: ['notify'], if: 'status.notify.succeeded' },
      { name: 'report', type: 'webhook', dependsOn: ['prod', 'notify'] },
    ]);
    expect(steps[1]).toMatchObject({ dependsOn: ['notify'], if: 'status.notify.succeeded' });
    expect(steps[2].dependsOn).toEqual(['prod-canary', 'notify']);
  });

  it('finds only top-level deploy steps, as a group cannot hold another group', () => {
    const grouped: WorkflowStep = { name: 'group', type: 'step-group', subSteps: [deploy('inner')] };
    expect(deploySteps([grouped, notify])).toEqual([]);
    expect(toCanarySteps([grouped])).toEqual([grouped]);
  });
});
