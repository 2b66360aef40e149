import { distributionStatus, targetPhases, type Distribution } from './distributionStatus';

const distribution = (steps: { name: string; phase: string; message?: string }[]): Distribution => ({
  id: 'distribute-charts',
  name: 'distribute-charts',
  namespace: 'default',
  createdTime: '2024-05-01T10:00:00Z',
  application: { Name: 'distribute-charts', Namespace: 'default' },
  configs: [{ name: 'charts', namespace: 'vela-system' }],
  targets: [
    { clusterName: 'local', namespace: 'default' },
    { clusterName: 'prod', namespace: 'shop' },
  ],
  status: { status: 'runningWorkflow', workflow: { steps } } as Distribution['status'],
});

describe('where a distribution stands', () => {
  it('gives each target the phase and message of its deploy step', () => {
    const phases = targetPhases(
      distribution([
        { name: 'deploy-local-default', phase: 'succeeded' },
        { name: 'deploy-prod-shop', phase: 'failed', message: 'cluster prod not found' },
      ]),
    );
    expect(phases).toEqual([
      { clusterName: 'local', namespace: 'default', phase: 'succeeded', message: undefined },
      { clusterName: 'prod', namespace: 'shop', phase: 'failed', message: 'cluster prod not found' },
    ]);
  });

  it('leaves a target without a step yet without a phase', () => {
    expect(targetPhases(distribution([]))[0].phase).toBeUndefined();
  });

  it.each([
    ['running', 'resources.projectDistributions.status.completed', 'succeeded'],
    ['runningWorkflow', 'runningWorkflow', 'running'],
    ['failed', 'failed', 'failed'],
    [undefined, '', 'running'],
  ])('shows the status %s as %s in the %s colour', (status, label, tone) => {
    expect(distributionStatus(status)).toEqual({ label, tone });
  });
});
