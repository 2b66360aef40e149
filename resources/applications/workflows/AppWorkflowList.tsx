import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { appPagePath } from '../shared/appPages';
import { useApplication } from '../shared/useApplication';
import { appResource } from '../shared/application';
import { formatDateTime } from '@src/common/format';
import { EmptyState, ListSection } from '@src/common/kit';
import { DataTable, LinkBase, useCanAccess, useTranslate } from 'react-admin';
import { type AppWorkflow, studioPath } from '../shared/appWorkflow';
import { RemoveWorkflowButton } from './RemoveWorkflowButton';

const nameAndAlias = (workflow: AppWorkflow) =>
  workflow.alias ? `${workflow.name}(${workflow.alias})` : workflow.name;

const steps = (workflow: AppWorkflow) =>
  (workflow.steps ?? []).map((step) => step.alias || step.name).join(', ');

const mode = (workflow: AppWorkflow) => [workflow.mode, workflow.subMode].filter(Boolean).join('-');

/** The name opens the workflow in the studio for who may edit it there; otherwise it is text. */
const WorkflowName = ({ workflow, canEdit }: { workflow: AppWorkflow; canEdit: boolean }) => {
  const { app } = useApplication();
  if (!canEdit) return <>{nameAndAlias(workflow)}</>;
  return (
    <Link component={LinkBase} to={studioPath(app.name, workflow.envName, workflow.name)}>
      {nameAndAlias(workflow)}
    </Link>
  );
};

const EnvName = ({ workflow }: { workflow: AppWorkflow }) => {
  const { app } = useApplication();
  return (
    <Link component={LinkBase} to={appPagePath(app.name, 'envbinding', workflow.envName, 'workflow')}>
      {workflow.envName}
    </Link>
  );
};

const DefaultMarker = ({ workflow }: { workflow: AppWorkflow }) => {
  const translate = useTranslate();
  return workflow.default ? (
    <Chip
      size="small"
      color="primary"
      variant="outlined"
      label={translate('resources.appWorkflows.defaultMarker')}
    />
  ) : null;
};

/**
 * /applications/{app}/workflows: the application's workflows. A name opens the studio (with update on
 * `…/workflow:*`, as Launch Workflow Studio); Remove is offered for every workflow but the default ones.
 */
export const AppWorkflowList = () => {
  const { app, project, readOnly } = useApplication();
  const { canAccess: canUpdate = false } = useCanAccess({
    action: 'update',
    resource: appResource(project, app.name, 'workflow:*'),
  });
  const canEdit = canUpdate && !readOnly;
  return (
    <ListSection
      resource="appWorkflows"
      meta={{ app: app.name }}
      empty={<EmptyState text="resources.appWorkflows.empty" />}
      perPage={100}
    >
      <DataTable<AppWorkflow> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col<AppWorkflow>
          source="name"
          label="resources.appWorkflows.fields.nameAlias"
          render={(workflow) => <WorkflowName workflow={workflow} canEdit={canEdit} />}
        />
        <DataTable.Col<AppWorkflow>
          source="envName"
          label="resources.appWorkflows.fields.envName"
          render={(workflow) => <EnvName workflow={workflow} />}
        />
        <DataTable.Col<AppWorkflow> source="mode" label="resources.appWorkflows.fields.mode" render={mode} />
        <DataTable.Col<AppWorkflow>
          source="default"
          label="resources.appWorkflows.fields.default"
          render={(workflow) => <DefaultMarker workflow={workflow} />}
        />
        <DataTable.Col<AppWorkflow>
          source="steps"
          label="resources.appWorkflows.fields.steps"
          render={steps}
        />
        <DataTable.Col<AppWorkflow>
          source="updateTime"
          label="resources.appWorkflows.fields.updateTime"
          render={(workflow) => formatDateTime(workflow.updateTime)}
        />
        <DataTable.Col<AppWorkflow>
          source="actions"
          label="resources.appWorkflows.fields.actions"
          disableSort
          render={(workflow) => <RemoveWorkflowButton workflow={workflow} />}
        />
      </DataTable>
    </ListSection>
  );
};
