import type { VerbDrivers } from './drivers';

export const drivers: VerbDrivers = {
  updateWorkflow: (dp) =>
    dp.updateWorkflow('x', 'workflow-x', {
      alias: 'X Workflow',
      description: '',
      default: true,
      mode: 'StepByStep',
      subMode: 'DAG',
      steps: [{ name: 'deploy-x', type: 'deploy', properties: { policies: [] } }],
    }),
};
