import InputAdornment from '@mui/material/InputAdornment';
import type { FormLookups } from '@schemas/lookups';
import { ComponentTypeInput } from '../shared/ComponentTypeInput';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { aliasRules, componentNameRules, descriptionRules } from '../shared/component';
import { DefinitionPropertiesInput, useDefinition } from '@resources/definitions';
import { TemporaryTraits } from './TemporaryTraits';

export interface ComponentInputsProps {
  /** `{app}-`, before the name typed when creating. */
  prefix: string;
  edit?: boolean;
  lookups?: FormLookups;
}

const NewComponentTraits = ({ type, lookups }: { type?: string; lookups?: FormLookups }) => {
  const { data } = useDefinition('component', type);
  return <TemporaryTraits workload={data?.workloadType} lookups={lookups} />;
};

/** A component's fields; name and type are fixed once it exists, and traits are added on its card then. */
export const ComponentInputs = ({ prefix, edit = false, lookups }: ComponentInputsProps) => {
  const translate = useTranslate();
  const type = useWatch<{ componentType?: string }, 'componentType'>({ name: 'componentType' });
  return (
    <>
      {edit ? (
        <TextInput source="name" label="resources.appComponents.fields.name" disabled fullWidth />
      ) : (
        <TextInput
          source="name"
          label="resources.appComponents.fields.name"
          validate={componentNameRules(prefix)}
          helperText={translate('resources.appComponents.namePrefix', { prefix })}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">{prefix}</InputAdornment> },
          }}
          fullWidth
        />
      )}
      <TextInput
        source="alias"
        label="resources.appComponents.fields.alias"
        validate={aliasRules}
        fullWidth
      />
      <TextInput
        source="description"
        label="resources.appComponents.fields.description"
        validate={descriptionRules}
        fullWidth
      />
      <ComponentTypeInput disabled={edit} />
      <DefinitionPropertiesInput
        definitionType="component"
        definition={type || undefined}
        mode={edit ? 'edit' : 'create'}
        invalidMessage="resources.appComponents.validation.properties"
        lookups={lookups}
      />
      {edit ? null : <NewComponentTraits type={type || undefined} lookups={lookups} />}
    </>
  );
};
