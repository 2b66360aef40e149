import { displayName } from '@dataProvider/displayName';
import { ChoicesError, ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import type { components } from '../../contract/api';
import {
  AutocompleteArrayInput,
  PasswordInput,
  TextInput,
  useCanAccess,
  useGetList,
  useRecordContext,
} from 'react-admin';
import { roleNames, type User } from './user';
import { aliasRules, emailRules, nameRules, passwordRules } from './userValidation';

type Role = components['schemas']['v1.RoleBase'] & { id: string };

const ALL_ROLES = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'name', order: 'ASC' as const },
  meta: ERROR_SHOWN_BY_PAGE,
};

/** Optional platform roles, chosen among the platform's roles by alias (or name). */
const PlatformRolesInput = () => {
  const { canAccess: canListRoles } = useCanAccess({ action: 'list', resource: 'roles' });
  const lookup = useGetList<Role>('roles', ALL_ROLES, { enabled: !!canListRoles, retry: false });
  if (lookup.error) {
    return <ChoicesError source="roles" label="resources.users.fields.roles" lookup={lookup} />;
  }
  return (
    <AutocompleteArrayInput
      source="roles"
      choices={lookup.data ?? []}
      optionValue="name"
      optionText={displayName}
      format={roleNames}
      isPending={!!canListRoles && lookup.isPending}
      helperText="resources.users.help.roles"
    />
  );
};

/**
 * The fields of a user, shared by create and edit. Editing keeps the name, asks no password (the reset
 * drawer sets it), and keeps an email once the user has one; fields that cannot change are not checked.
 */
export const UserInputs = ({ editing = false }: { editing?: boolean }) => {
  const user = useRecordContext<User>();
  const emailFixed = editing && !!user?.email;
  return (
    <>
      <TextInput source="name" validate={editing ? undefined : nameRules} disabled={editing} />
      <TextInput source="alias" validate={aliasRules} />
      {editing ? null : (
        <PasswordInput source="password" validate={passwordRules} autoComplete="new-password" />
      )}
      <TextInput source="email" validate={emailFixed ? undefined : emailRules} disabled={emailFixed} />
      <PlatformRolesInput />
    </>
  );
};
