import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { formatDateTime } from '@src/common/format';
import {
  CreateForm,
  DeleteButton,
  EditForm,
  EmptyState,
  FormDrawer,
  ListSection,
  useUrlDrawer,
  WIDE_DRAWER_WIDTH,
} from '@src/common/kit';
import type { components } from '../../../contract/api';
import { CanAccess, DataTable, useRecordContext, useTranslate } from 'react-admin';
import { MemberInputs } from './MemberInputs';

type Member = components['schemas']['v1.ProjectUserBase'] & { id: string };

const MemberRowActions = ({ project, onEdit }: { project: string; onEdit: (name: string) => void }) => {
  const translate = useTranslate();
  const member = useRecordContext<Member>();
  if (!member) return null;
  const resource = `project:${project}/projectUser:${member.name}`;
  return (
    <Stack direction="row" spacing={1}>
      {/* The server takes a change of a member's roles as `create`. */}
      <CanAccess action="create" resource={resource}>
        <Button
          size="small"
          startIcon={<EditIcon />}
          aria-label={`${translate('resources.projectUsers.action.edit')} ${member.name}`}
          onClick={() => onEdit(member.name)}
        >
          {translate('resources.projectUsers.action.edit')}
        </Button>
      </CanAccess>
      <DeleteButton
        successMessage="resources.projectUsers.notification.deleted"
        confirmText="resources.projectUsers.confirm.delete"
        access={{ action: 'delete', resource }}
        meta={{ project }}
      />
    </Stack>
  );
};

/** The members tab: the project's members and their roles; Add Member, Edit and Delete for those who may. */
export const ProjectMembers = ({ project }: { project: string }) => {
  const translate = useTranslate();
  const { drawer, id, open, close } = useUrlDrawer();
  const meta = { project };
  const addMember = (
    <CanAccess action="create" resource={`project:${project}/projectUser:*`}>
      <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => open('create')}>
        {translate('resources.projectUsers.action.add')}
      </Button>
    </CanAccess>
  );
  return (
    <>
      <ListSection
        resource="projectUsers"
        meta={meta}
        actions={addMember}
        empty={<EmptyState action={addMember} />}
        syncWithLocation
      >
        <DataTable<Member> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="alias" />
          <DataTable.Col source="userRoles" render={(member) => member.userRoles?.join(', ')} />
          <DataTable.Col source="createTime" render={(member) => formatDateTime(member.createTime)} />
          <DataTable.Col label="resources.projectUsers.fields.actions">
            <MemberRowActions project={project} onEdit={(name) => open('edit', name)} />
          </DataTable.Col>
        </DataTable>
      </ListSection>
      <CanAccess action="create" resource={`project:${project}/projectUser:*`}>
        <FormDrawer
          width={WIDE_DRAWER_WIDTH}
          open={drawer === 'create'}
          onClose={close}
          title="resources.projectUsers.action.add"
        >
          <CreateForm
            resource="projectUsers"
            meta={meta}
            successMessage="resources.projectUsers.notification.added"
          >
            <MemberInputs project={project} />
          </CreateForm>
        </FormDrawer>
      </CanAccess>
      {/* The server takes a change of a member's roles as `create`. */}
      <CanAccess action="create" resource={`project:${project}/projectUser:${id ?? '*'}`}>
        <FormDrawer
          width={WIDE_DRAWER_WIDTH}
          open={drawer === 'edit' && !!id}
          onClose={close}
          title="resources.projectUsers.action.editTitle"
        >
          {id ? (
            <EditForm
              resource="projectUsers"
              id={id}
              meta={meta}
              successMessage="resources.projectUsers.notification.updated"
            >
              <MemberInputs project={project} editing />
            </EditForm>
          ) : null}
        </FormDrawer>
      </CanAccess>
    </>
  );
};
