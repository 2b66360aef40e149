import { TextInput } from 'react-admin';
import { ConfigPropertiesInput } from './ConfigPropertiesInput';
import { aliasRules, nameRules } from './configValidation';

/** The fields of a config, shared by create and edit; the name (and template) never change. */
export const ConfigInputs = ({ editing = false }: { editing?: boolean }) => (
  <>
    <TextInput source="name" validate={editing ? undefined : nameRules} disabled={editing} />
    <TextInput source="alias" validate={aliasRules} />
    <TextInput source="description" multiline minRows={2} />
    <ConfigPropertiesInput mode={editing ? 'edit' : 'create'} />
  </>
);
