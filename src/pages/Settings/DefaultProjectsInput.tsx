import { displayName } from '@src/common/displayName';
import type { components } from '@src/types/api';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ArrayInput,
  AutocompleteArrayInput,
  SelectInput,
  SimpleFormIterator,
  required,
  useGetList,
  useSourceContext,
} from 'react-admin';

type Project = components['schemas']['v1.ProjectBase'] & { id: string };
type ProjectRole = components['schemas']['v1.RoleBase'] & { id: string };

const ALL = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const } };
const projectRequired = [required('vela.settings.validation.project')];
const rolesRequired = [required('vela.settings.validation.roles')];

const projectLabel = (project: Project) => `${project.name}(${project.alias || '-'})`;

/** The row's project; choosing another clears the roles, which belong to the project. */
const ProjectInput = ({ source, projects }: { source: string; projects: Project[] }) => {
  const { getSource } = useSourceContext();
  const { setValue } = useFormContext();
  return (
    <SelectInput
      source={source}
      label="vela.settings.auth.project"
      choices={projects}
      optionValue="name"
      optionText={projectLabel}
      validate={projectRequired}
      onChange={() => setValue(getSource('roles'), [])}
    />
  );
};

/** The row's roles, among the roles of the project chosen in the same row. */
const ProjectRolesInput = ({ source }: { source: string }) => {
  const { getSource } = useSourceContext();
  const project: unknown = useWatch({ name: getSource('name') });
  const { data: roles = [], isFetching } = useGetList<ProjectRole>(
    'projectRoles',
    { ...ALL, filter: { project } },
    { enabled: typeof project === 'string' && project !== '' },
  );
  return (
    <AutocompleteArrayInput
      source={source}
      label="vela.settings.auth.roles"
      choices={roles}
      optionValue="name"
      optionText={displayName}
      isPending={isFetching}
      validate={rolesRequired}
      sx={{ minWidth: 280 }}
    />
  );
};

/** Rows of project plus roles that a user signing in through dex for the first time joins. */
export const DefaultProjectsInput = () => {
  const { data: projects = [] } = useGetList<Project>('projects', ALL);
  return (
    <ArrayInput source="dexUserDefaultProjects" label="vela.settings.auth.defaultProjects">
      <SimpleFormIterator inline disableReordering disableClear>
        <ProjectInput source="name" projects={projects} />
        <ProjectRolesInput source="roles" />
      </SimpleFormIterator>
    </ArrayInput>
  );
};
