import { displayName } from '@dataProvider/displayName';
import { formatDateTime } from '@src/common/format';
import Stack from '@mui/material/Stack';
import { ExportCsvButton, ListBody, ListHeading, ListPagination, useUrlList } from '@src/common/kit';
import type { components } from '../../../contract/api';
import { DataTable, ListContextProvider, usePermissions } from 'react-admin';
import { membershipColumns } from './projectColumns';

type UserInfo = components['schemas']['v1.LoginUserInfoResponse'];
type Membership = components['schemas']['v1.UserProjectBase'] & { id: string };

/** /projects: the projects the signed-in user belongs to (from user_info), read-only. */
export const ProjectList = () => {
  // The auth provider's permissions are the user_info answer, memberships included.
  const { permissions, isPending } = usePermissions<UserInfo>();
  const data: Membership[] = (permissions?.projects ?? []).map((project) => ({
    ...project,
    id: project.name,
  }));
  const listContext = useUrlList({ data, isPending, perPage: 10, resource: 'projects' });
  return (
    <ListContextProvider value={listContext}>
      <Stack direction="row" alignItems="flex-start" justifyContent="space-between">
        <ListHeading />
        <ExportCsvButton columns={membershipColumns} />
      </Stack>
      <ListBody>
        <DataTable<Membership>
          bulkActionButtons={false}
          rowClick={(id) => `/projects/${encodeURIComponent(String(id))}/summary`}
        >
          <DataTable.Col source="name" />
          <DataTable.Col source="alias" />
          <DataTable.Col source="description" />
          <DataTable.Col source="owner" render={(project) => displayName(project.owner)} />
          <DataTable.Col source="joinTime" render={(project) => formatDateTime(project.joinTime)} />
          <DataTable.Col source="roles" render={(project) => project.roles?.map(displayName).join(', ')} />
        </DataTable>
      </ListBody>
      <ListPagination rowsPerPageOptions={[10]} />
    </ListContextProvider>
  );
};
