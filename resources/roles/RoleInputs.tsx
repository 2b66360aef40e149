import { displayName } from '@src/common/displayName';
import { ChoicesError, ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { AutocompleteArrayInput, TextInput, useCanAccess, useGetList } from 'react-admin';
import { permissionNames, type Permission } from './role';
import { aliasRules, nameRules, permissionRules } from './roleValidation';

const ALL_PERMISSIONS = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'name', order: 'ASC' as const },
  meta: ERROR_SHOWN_BY_PAGE,
};

/** At least one of the platform's permissions (`GET /permissions`), chosen by alias (or name). */
const PermissionsInput = () => {
  const { canAccess: canList } = useCanAccess({ action: 'list', resource: 'permissions' });
  const lookup = useGetList<Permission>('permissions', ALL_PERMISSIONS, { enabled: !!canList, retry: false });
  if (lookup.error) {
    return <ChoicesError source="permissions" label="resources.roles.fields.permissions" lookup={lookup} />;
  }
  return (
    <AutocompleteArrayInput
      source="permissions"
      choices={lookup.data ?? []}
      optionValue="name"
      optionText={displayName}
      format={permissionNames}
      isPending={!!canList && lookup.isPending}
      validate={permissionRules}
    />
  );
};

/** The fields of a platform role, shared by create and edit; the name cannot change after creation. */
export const RoleInputs = ({ editing = false }: { editing?: boolean }) => (
  <>
    <TextInput source="name" validate={editing ? undefined : nameRules} disabled={editing} />
    <TextInput source="alias" validate={aliasRules} />
    <PermissionsInput />
  </>
);
