import { displayName } from '@dataProvider/displayName';
import { AutocompleteInput, ReferenceInput, TextInput, useCanAccess } from 'react-admin';
import type { Validator } from 'react-admin';

interface UserOption {
  name: string;
  alias?: string;
}

export interface UserNameInputProps {
  source: string;
  label: string;
  validate: Validator[];
  disabled?: boolean;
}

const userLabel = (user: UserOption) => (user.alias ? `${displayName(user)}(${user.name})` : user.name);

/**
 * A user, by name: picked from the users for those who may list them (platform administrators),
 * typed otherwise (a project administrator adding a member knows the name but may not list users).
 */
export const UserNameInput = ({ source, label, validate, disabled }: UserNameInputProps) => {
  const { canAccess: canListUsers, isPending } = useCanAccess({ action: 'list', resource: 'users' });
  if (isPending) return null;
  if (!canListUsers || disabled) {
    return <TextInput source={source} label={label} validate={validate} disabled={disabled} />;
  }
  return (
    <ReferenceInput source={source} reference="users">
      <AutocompleteInput
        label={label}
        validate={validate}
        optionText={userLabel}
        optionValue="name"
        filterToQuery={(name) => ({ name })}
      />
    </ReferenceInput>
  );
};
