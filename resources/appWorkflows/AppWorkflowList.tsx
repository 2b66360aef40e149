import Chip from '@mui/material/Chip';
import { useApplication } from '@resources/appDetail/useApplication';
import { EmptyState, ListSection } from '@src/common/kit';
import { DataTable, useTranslate } from 'react-admin';
import type { AppWorkflow } from './appWorkflow';

const nameAndAlias = (workflow: AppWorkflow) =>
  workflow.alias ? `${workflow.name}(${workflow.alias})` : workflow.name;

const steps = (workflow: AppWorkflow) =>
  (workflow.steps ?? []).map((step) => step.alias || step.name).join(', ');

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

/** /applications/{app}/workflows: the application's workflows, read-only (editing is the studio's). */
export const AppWorkflowList = () => {
  const { app } = useApplication();
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
          render={nameAndAlias}
        />
        <DataTable.Col source="envName" label="resources.appWorkflows.fields.envName" />
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
      </DataTable>
    </ListSection>
  );
};
