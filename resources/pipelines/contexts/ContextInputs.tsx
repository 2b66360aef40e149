import { ArrayInput, SimpleFormIterator, TextInput } from 'react-admin';
import { keyRules, nameRules, valuesRules } from './contextValidation';

/** A context's name (fixed once created) and its key/value rows, at least one. */
export const ContextInputs = ({ editing }: { editing: boolean }) => (
  <>
    <TextInput
      source="name"
      label="resources.pipelines.contexts.fields.name"
      validate={editing ? undefined : nameRules}
      disabled={editing}
    />
    <ArrayInput source="values" label="resources.pipelines.contexts.fields.values" validate={valuesRules}>
      <SimpleFormIterator inline disableReordering disableClear>
        <TextInput source="key" label="resources.pipelines.contexts.fields.key" validate={keyRules} />
        <TextInput source="value" label="resources.pipelines.contexts.fields.value" />
      </SimpleFormIterator>
    </ArrayInput>
  </>
);
