import { useEffect } from 'react';
import { SelectInput, TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { aliasRules, descriptionRules, nameRules, namespaceRules, projectRules } from './envValidation';
import { TargetsInput } from './TargetsInput';
import { useEnvProjects } from './useEnvProjects';

/** The project every installation has, chosen first when the user may create environments in it. */
const PREFERRED_PROJECT = 'default';

/** The project of a new environment, among those where the user may create one; it clears the targets. */
const ProjectInput = ({ edit }: { edit: boolean }) => {
  const { setValue, getValues } = useFormContext();
  const { choices, isPending } = useEnvProjects();
  const preferred = !edit && choices.some((choice) => choice.id === PREFERRED_PROJECT);
  useEffect(() => {
    if (preferred && !getValues('project.name')) setValue('project.name', PREFERRED_PROJECT);
  }, [preferred, getValues, setValue]);
  if (edit) return <TextInput source="project.name" label="resources.envs.fields.project" disabled />;
  return (
    <SelectInput
      source="project.name"
      label="resources.envs.fields.project"
      choices={choices}
      validate={projectRules}
      isPending={isPending}
      onChange={() => setValue('targets', [])}
    />
  );
};

/** The fields of an environment, shared by New Environment and Edit; name, namespace and project are fixed once created. */
export const EnvInputs = ({ edit = false }: { edit?: boolean }) => (
  <>
    <TextInput source="name" validate={nameRules} disabled={edit} />
    <TextInput source="alias" validate={aliasRules} />
    <TextInput
      source="namespace"
      validate={namespaceRules}
      disabled={edit}
      // the default only matters while it can change; a disabled field's grey hint also lacks contrast
      helperText={edit ? false : 'resources.envs.namespaceHelp'}
    />
    <TextInput source="description" validate={descriptionRules} />
    <ProjectInput edit={edit} />
    <TargetsInput />
  </>
);
