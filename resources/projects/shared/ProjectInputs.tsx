import { TextInput } from 'react-admin';
import { aliasRules, nameRules, userNameRules } from './projectValidation';
import { UserNameInput } from './UserNameInput';

const createNameRules = nameRules('resources.projects.validation.name');
const optionalOwner = userNameRules('resources.projects.validation.ownerOptional', false);
const requiredOwner = userNameRules('resources.projects.validation.ownerRequired', true);

/**
 * The fields of a new or edited project. The name cannot change after creation; the owner may be left
 * out of a new project but not out of an edited one.
 */
export const ProjectInputs = ({ editing = false }: { editing?: boolean }) => (
  <>
    <TextInput source="name" validate={editing ? undefined : createNameRules} disabled={editing} />
    <TextInput source="alias" validate={aliasRules} />
    <UserNameInput
      source="owner.name"
      label="resources.projects.fields.owner"
      validate={editing ? requiredOwner : optionalOwner}
    />
    <TextInput source="description" multiline minRows={2} />
  </>
);
