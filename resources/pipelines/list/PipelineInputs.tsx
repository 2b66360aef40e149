import { useProjectsAllowing } from '@src/common/useProjectsAllowing';
import { useEffect } from 'react';
import { SelectInput, TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { pipelineResource } from '../shared/pipeline';
import { aliasRules, descriptionRules, nameRules, projectRules } from './pipelineValidation';

const creatingPipelines = (project: string) => pipelineResource(project);

/**
 * The project of a new pipeline, among those where the user may create one; `preferred` (the page's
 * project, the cloned pipeline's, else `default`) is chosen when it is one of them.
 */
const ProjectInput = ({ preferred }: { preferred: string[] }) => {
  const { setValue, getValues } = useFormContext();
  const { choices, isPending } = useProjectsAllowing('create', creatingPipelines);
  const initial = preferred.find((name) => choices.some((choice) => choice.id === name));
  useEffect(() => {
    if (initial && !getValues('project')) setValue('project', initial);
  }, [initial, getValues, setValue]);
  return (
    <SelectInput
      source="project"
      label="resources.pipelines.fields.project"
      choices={choices}
      validate={projectRules}
      isPending={isPending}
      translateChoice={false}
    />
  );
};

/** Name, alias, project and description of a new pipeline (New Pipeline and Clone). */
export const PipelineInputs = ({ preferredProjects }: { preferredProjects: string[] }) => (
  <>
    <TextInput source="name" label="resources.pipelines.fields.name" validate={nameRules} />
    <TextInput
      source="alias"
      label="resources.pipelines.fields.alias"
      validate={aliasRules}
      helperText="resources.pipelines.help.alias"
    />
    <ProjectInput preferred={preferredProjects} />
    <TextInput
      source="description"
      label="resources.pipelines.fields.description"
      validate={descriptionRules}
    />
  </>
);
