import DeleteIcon from '@mui/icons-material/Delete';
import { useApplication } from '../shared/useApplication';
import { useRefreshApplication } from '../shared/useRefreshApplication';
import { appResource } from '../shared/application';
import { ConfirmButton } from '@src/common/kit';
import { useDelete, useTranslate } from 'react-admin';
import { type AppWorkflow, isDefaultWorkflow } from '../shared/appWorkflow';

/**
 * Removes a workflow (and its records) after the spec's question. Hidden for the default workflow, on a
 * read-only application and without `delete …/workflow:{name}`.
 */
export const RemoveWorkflowButton = ({ workflow }: { workflow: AppWorkflow }) => {
  const translate = useTranslate();
  const { app, project, readOnly } = useApplication();
  const refresh = useRefreshApplication();
  const [deleteOne] = useDelete(undefined, undefined, { mutationMode: 'pessimistic', returnPromise: true });
  if (readOnly || isDefaultWorkflow(workflow)) return null;
  const label = 'resources.appWorkflows.action.remove';
  return (
    <ConfirmButton
      label={label}
      icon={<DeleteIcon />}
      successMessage="resources.appWorkflows.notification.removed"
      access={{ action: 'delete', resource: appResource(project, app.name, `workflow:${workflow.name}`) }}
      ariaLabel={`${translate(label)} ${workflow.name}`}
      onConfirm={async () => {
        await deleteOne('appWorkflows', {
          id: workflow.name,
          previousData: workflow,
          meta: { app: app.name },
        });
        refresh();
      }}
    />
  );
};
