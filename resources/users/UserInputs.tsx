import { displayName } from '@src/common/displayName';
import type { components } from '@src/types/api';
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

const ALL_ROLES = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };

/** Optional platform roles, chosen among the platform's roles by alias (or name). */
const PlatformRolesInput = () => {
  const { canAccess: canListRoles } = useCanAccess({ action: 'list', resource: 'roles' });
  const { data: roles = [], isPending } = useGetList<Role>('roles', ALL_ROLES, { enabled: !!canListRoles });
  return (
    <AutocompleteArrayInput
      source="roles"
      choices={roles}
      optionValue="name"
      optionText={displayName}
      format={roleNames}
      isPending={!!canListRoles && isPending}
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
