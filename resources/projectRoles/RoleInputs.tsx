import { aliasRules, nameRules } from '@resources/projects/projectValidation';
import { CheckboxGroupInput, required, TextInput, useGetList } from 'react-admin';
import type { Permission } from './projectRole';
import { permissionNames } from './projectRole';

const ALL = { page: 1, perPage: 1000 };
const roleNameRules = nameRules('resources.projectRoles.validation.name');
const permissionRules = [required('resources.projectRoles.validation.permissions')];

/** The project's permissions (GET /projects/{p}/permissions), at least one of which a role must hold. */
const PermissionsInput = ({ project }: { project: string }) => {
  const { data, isPending } = useGetList<Permission>('projectPermissions', {
    pagination: ALL,
    meta: { project },
  });
  return (
    <CheckboxGroupInput
      source="permissions"
      choices={data ?? []}
      isPending={isPending}
      optionText={(permission: Permission) => permission.alias || permission.name}
      format={permissionNames}
      validate={permissionRules}
    />
  );
};

/** The fields of a new or edited project role; its name cannot change after creation. */
export const RoleInputs = ({ project, editing = false }: { project: string; editing?: boolean }) => (
  <>
    <TextInput source="name" validate={editing ? undefined : roleNameRules} disabled={editing} />
    <TextInput source="alias" validate={aliasRules} />
    <PermissionsInput project={project} />
  </>
);
