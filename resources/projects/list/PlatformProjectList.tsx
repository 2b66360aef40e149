import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { displayName } from '@dataProvider/displayName';
import { formatDateTime } from '@src/common/format';
import {
  CreateForm,
  DeleteButton,
  EditForm,
  EmptyState,
  FormDrawer,
  ListFrame,
  RowEditButton,
  useUrlDrawer,
  WIDE_DRAWER_WIDTH,
} from '@src/common/kit';
import { CanAccess, DataTable, LinkBase, useRecordContext, useTranslate } from 'react-admin';
import { ProjectInputs } from '../shared/ProjectInputs';
import { projectColumns } from './projectColumns';
import type { Project } from '../shared/project';
import { projectPath } from '../shared/project';

const ProjectName = () => {
  const project = useRecordContext<Project>();
  return project ? <LinkBase to={projectPath(project.name)}>{project.name}</LinkBase> : null;
};

const ProjectRowActions = ({ onEdit }: { onEdit: (name: string) => void }) => {
  const project = useRecordContext<Project>();
  if (!project) return null;
  const resource = `project:${project.name}`;
  return (
    <Stack direction="row" spacing={1}>
      <RowEditButton label="resources.projects.action.edit" resource={resource} onEdit={onEdit} />
      <DeleteButton
        successMessage="resources.projects.notification.deleted"
        confirmText="resources.projects.confirm.delete"
        access={{ action: 'delete', resource }}
      />
    </Stack>
  );
};

/** /platform/projects: every project, for platform administrators: New Project, Edit, Delete. */
export const PlatformProjectList = () => {
  const translate = useTranslate();
  const { drawer, id, open, close } = useUrlDrawer();
  const newProject = (
    <CanAccess action="create" resource="project:*">
      <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => open('create')}>
        {translate('resources.projects.action.new')}
      </Button>
    </CanAccess>
  );
  return (
    <>
      <ListFrame
        resource="projects"
        actions={newProject}
        exportColumns={projectColumns}
        empty={<EmptyState text="resources.projects.empty" action={newProject} />}
      >
        <DataTable<Project> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name">
            <ProjectName />
          </DataTable.Col>
          <DataTable.Col source="alias" />
          <DataTable.Col source="owner" render={(project) => displayName(project.owner)} />
          <DataTable.Col source="description" />
          <DataTable.Col source="createTime" render={(project) => formatDateTime(project.createTime)} />
          <DataTable.Col label="resources.projects.fields.actions">
            <ProjectRowActions onEdit={(name) => open('edit', name)} />
          </DataTable.Col>
        </DataTable>
      </ListFrame>
      <CanAccess action="create" resource="project:*">
        <FormDrawer
          width={WIDE_DRAWER_WIDTH}
          open={drawer === 'create'}
          onClose={close}
          title="resources.projects.action.new"
        >
          <CreateForm resource="projects" successMessage="resources.projects.notification.created">
            <ProjectInputs />
          </CreateForm>
        </FormDrawer>
      </CanAccess>
      <CanAccess action="update" resource={`project:${id ?? '*'}`}>
        <FormDrawer
          width={WIDE_DRAWER_WIDTH}
          open={drawer === 'edit' && !!id}
          onClose={close}
          title="resources.projects.action.editTitle"
        >
          {id ? (
            <EditForm resource="projects" id={id} successMessage="resources.projects.notification.updated">
              <ProjectInputs editing />
            </EditForm>
          ) : null}
        </FormDrawer>
      </CanAccess>
    </>
  );
};
