import { aliasRules, nameRules } from '../shared/projectValidation';
import { ChoicesError, ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { CheckboxGroupInput, required, TextInput, useGetList } from 'react-admin';
import type { Permission } from '../shared/projectRole';
import { permissionNames } from '../shared/projectRole';

const ALL = { page: 1, perPage: 1000 };
const roleNameRules = nameRules('resources.projectRoles.validation.name');
const permissionRules = [required('resources.projectRoles.validation.permissions')];

/** The project's permissions (GET /projects/{p}/permissions), at least one of which a role must hold. */
const PermissionsInput = ({ project }: { project: string }) => {
  const lookup = useGetList<Permission>(
    'projectPermissions',
    { pagination: ALL, meta: { project, ...ERROR_SHOWN_BY_PAGE } },
    { retry: false },
  );
  if (lookup.error) {
    return (
      <ChoicesError source="permissions" label="resources.projectRoles.fields.permissions" lookup={lookup} />
    );
  }
  return (
    <CheckboxGroupInput
      source="permissions"
      choices={lookup.data ?? []}
      isPending={lookup.isPending}
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
