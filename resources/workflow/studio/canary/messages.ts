/** English strings of the canary rollout setting, read as `resources.workflowStudio.canary.*`. */
export const en = {
  more: 'More',
  setting: 'Canary Rollout Setting',
  addonMissing: "The default canary rollout is powered by kruise-rollout addon, let's enable it first.",
  enableAddon: 'Enable kruise-rollout',
  noDeploySteps: 'There is no deploy steps exist.',
  hint: 'You can also edit the workflow directly to switch to canary deploy mode.',
  definitionsFailed: 'The step types could not be loaded',
  fields: {
    name: 'Name',
    alias: 'Alias',
    policies: 'Policies',
    batches: 'Batch Setting',
  },
  weights: 'Rollout weights: %{weights}',
};
