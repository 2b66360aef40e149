import type { Role } from '@resources/projectRoles/projectRole';
import { userNameRules } from '@resources/projects/projectValidation';
import { UserNameInput } from '@resources/projects/UserNameInput';
import { CheckboxGroupInput, required, useGetList } from 'react-admin';

const ALL = { page: 1, perPage: 1000 };
const memberNameRules = userNameRules('resources.projectUsers.validation.userName', true);
const rolesRules = [required('resources.projectUsers.validation.userRoles')];

/** Who joins the project (not changeable afterwards) and with which of the project's roles. */
export const MemberInputs = ({ project, editing = false }: { project: string; editing?: boolean }) => {
  const roles = useGetList<Role>('projectRoles', { pagination: ALL, meta: { project } });
  return (
    <>
      <UserNameInput
        source="name"
        label="resources.projectUsers.fields.userName"
        validate={memberNameRules}
        disabled={editing}
      />
      <CheckboxGroupInput
        source="userRoles"
        choices={roles.data ?? []}
        isPending={roles.isPending}
        optionText={(role: Role) => role.alias || role.name}
        validate={rolesRules}
      />
    </>
  );
};
