import { silentIfShownByPage } from '../errorShownByPage';
import { enc, type Schemas, type VerbContext } from './context';

export type WorkflowUpdate = Schemas['v1.UpdateWorkflowRequest'];
export type WorkflowDetail = Schemas['v1.DetailWorkflowResponse'];

/** The workflow studio's save: a workflow's modes and steps (PUT, properties as objects). */
export const workflowStudioVerbs = ({ http, apiUrl }: VerbContext) => ({
  updateWorkflow: async (app: string, workflow: string, body: WorkflowUpdate, meta?: unknown) =>
    (
      await http(`${apiUrl}/applications/${enc(app)}/workflows/${enc(workflow)}`, {
        method: 'PUT',
        body,
        ...silentIfShownByPage(meta),
      })
    ).json as WorkflowDetail,
});
