import type { Role } from '../shared/projectRole';
import { userNameRules } from '../shared/projectValidation';
import { UserNameInput } from '../shared/UserNameInput';
import { ChoicesError, ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { CheckboxGroupInput, required, useGetList } from 'react-admin';

const ALL = { page: 1, perPage: 1000 };
const memberNameRules = userNameRules('resources.projectUsers.validation.userName', true);
const rolesRules = [required('resources.projectUsers.validation.userRoles')];

/** Who joins the project (not changeable afterwards) and with which of the project's roles. */
export const MemberInputs = ({ project, editing = false }: { project: string; editing?: boolean }) => {
  const roles = useGetList<Role>(
    'projectRoles',
    { pagination: ALL, meta: { project, ...ERROR_SHOWN_BY_PAGE } },
    { retry: false },
  );
  return (
    <>
      <UserNameInput
        source="name"
        label="resources.projectUsers.fields.userName"
        validate={memberNameRules}
        disabled={editing}
      />
      {roles.error ? (
        <ChoicesError source="userRoles" label="resources.projectUsers.fields.userRoles" lookup={roles} />
      ) : (
        <CheckboxGroupInput
          source="userRoles"
          choices={roles.data ?? []}
          isPending={roles.isPending}
          optionText={(role: Role) => role.alias || role.name}
          validate={rolesRules}
        />
      )}
    </>
  );
};
