import type { StudioWorkflow } from './studioWorkflow';

/** A deploy, a group of two notifications and an approval, in the modes given. */
export const groupedWorkflow = (
  mode: StudioWorkflow['mode'] = 'DAG',
  subMode: StudioWorkflow['subMode'] = 'DAG',
): StudioWorkflow => ({
  mode,
  subMode,
  steps: [
    { name: 'deploy-dev', type: 'deploy', properties: { policies: ['topology-dev'] } },
    {
      name: 'notify',
      type: 'step-group',
      dependsOn: ['deploy-dev'],
      subSteps: [
        { name: 'notify-slack', type: 'notification', properties: { slack: { message: { text: 'hi' } } } },
        { name: 'notify-mail', type: 'notification', dependsOn: ['notify-slack'] },
      ],
    },
    { name: 'approve', type: 'suspend', alias: 'Approve', dependsOn: ['notify', 'notify-mail'] },
  ],
});
