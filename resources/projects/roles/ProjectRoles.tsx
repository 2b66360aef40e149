import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import {
  DiscardGuard,
  EmptyState,
  ErrorState,
  ERROR_SHOWN_BY_PAGE,
  ListSkeleton,
  useDiscardGuard,
  useUrlDrawer,
} from '@src/common/kit';
import { ResourceContextProvider, useCanAccess, useGetList, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Role } from '../shared/projectRole';
import { rolePath } from '../shared/projectRole';
import { RoleEditor, RoleCreator } from './RoleEditor';
import { RoleMenu } from './RoleMenu';

const ALL = { page: 1, perPage: 1000 };

interface ProjectRolesProps {
  project: string;
  /** The role named by the address; the first role when none is. */
  selected: string;
}

const RolesTab = ({ project, selected }: ProjectRolesProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { drawer, open, close } = useUrlDrawer();
  const leave = useDiscardGuard();
  const mayCreate = useCanAccess({ action: 'create', resource: `project:${project}/role:*` });
  const creating = drawer === 'create' && mayCreate.canAccess === true;
  const roles = useGetList<Role>('projectRoles', {
    pagination: ALL,
    meta: { project, ...ERROR_SHOWN_BY_PAGE },
  });
  if (roles.error) return <ErrorState error={roles.error} onRetry={() => void roles.refetch()} />;
  if (roles.isPending) return <ListSkeleton />;

  const current = creating ? undefined : selected || roles.data[0]?.name;
  const role = roles.data.find((each) => each.name === current);
  const choose = (name: string) => {
    if (creating) notify('resources.projectRoles.creatingWarning', { type: 'warning' });
    else leave(() => navigate(rolePath(project, name)));
  };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 3 }}>
        <RoleMenu
          project={project}
          roles={roles.data}
          current={current}
          onChoose={choose}
          onNew={() => leave(() => open('create'))}
          onDeleted={(name) => {
            if (name === current) navigate(rolePath(project));
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 9 }}>
        <Paper
          variant="outlined"
          component="section"
          aria-label={creating ? translate('resources.projectRoles.action.new') : role?.alias || role?.name}
        >
          {creating ? (
            <RoleCreator
              project={project}
              onCreated={(name) => navigate(rolePath(project, name))}
              onCancel={() => leave(close)}
            />
          ) : role ? (
            <RoleEditor key={role.name} project={project} role={role} />
          ) : (
            <EmptyState
              text={current ? translate('resources.projectRoles.notFound', { name: current }) : undefined}
              action={
                current ? (
                  <Button onClick={() => navigate(rolePath(project))}>
                    {translate('resources.projectRoles.list')}
                  </Button>
                ) : null
              }
            />
          )}
        </Paper>
      </Grid>
    </Grid>
  );
};

/**
 * The roles tab: the project's roles on the left, the chosen one's permissions on the right. While a new
 * role is being created (`#create`), the other roles stay closed, and choosing one says why. Choosing
 * another role, New Role or Cancel asks first when the form holds unsaved edits.
 */
export const ProjectRoles = (props: ProjectRolesProps) => (
  <ResourceContextProvider value="projectRoles">
    <DiscardGuard>
      <RolesTab {...props} />
    </DiscardGuard>
  </ResourceContextProvider>
);
