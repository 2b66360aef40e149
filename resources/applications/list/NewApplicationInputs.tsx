import { displayName } from '@dataProvider/displayName';
import { SelectArrayInput, SelectInput, TextInput, useGetList } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  aliasRules,
  descriptionRules,
  envBindingRules,
  nameRules,
  projectRules,
} from '../shared/appValidation';
import { ComponentTypeInput } from '../shared/ComponentTypeInput';
import type { ProjectChoice } from './useAppProjects';

type Named = { id: string; name: string; alias?: string };

const ALL = { page: 1, perPage: 100 };

/** The environments to bind, among those of the chosen project. */
const EnvBindingsInput = () => {
  const project = String(useWatch({ name: 'project' }) ?? '');
  const { data = [], isPending } = useGetList<Named>(
    'envs',
    { pagination: ALL, filter: { project } },
    { enabled: project !== '' },
  );
  return (
    <SelectArrayInput
      source="envBindings"
      label="resources.applications.fields.envBindings"
      choices={data.map((env) => ({ id: env.name, name: displayName(env) }))}
      validate={envBindingRules}
      isPending={project !== '' && isPending}
      disabled={project === ''}
    />
  );
};

/** Step one of New Application: what the application is, where it goes and its main component's type. */
export const NewApplicationInputs = ({ projects, fixed }: { projects: ProjectChoice[]; fixed: boolean }) => (
  <>
    <TextInput source="name" validate={nameRules} />
    <TextInput source="alias" validate={aliasRules} />
    <TextInput source="description" multiline validate={descriptionRules} />
    <SelectInput source="project" choices={projects} validate={projectRules} disabled={fixed} />
    <EnvBindingsInput />
    <ComponentTypeInput />
  </>
);
