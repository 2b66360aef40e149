import { displayName } from '@dataProvider/displayName';
import { ChoicesError, ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import type { components } from '../../../contract/api';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  ArrayInput,
  AutocompleteArrayInput,
  SelectInput,
  SimpleFormIterator,
  required,
  useCanAccess,
  useGetList,
  useSourceContext,
} from 'react-admin';

type Project = components['schemas']['v1.ProjectBase'] & { id: string };
type ProjectRole = components['schemas']['v1.RoleBase'] & { id: string };

const ALL = {
  pagination: { page: 1, perPage: 1000 },
  sort: { field: 'name', order: 'ASC' as const },
  meta: ERROR_SHOWN_BY_PAGE,
};
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
  const lookup = useGetList<ProjectRole>(
    'projectRoles',
    { ...ALL, filter: { project } },
    { enabled: typeof project === 'string' && project !== '', retry: false },
  );
  if (lookup.error) return <ChoicesError source={source} label="vela.settings.auth.roles" lookup={lookup} />;
  return (
    <AutocompleteArrayInput
      source={source}
      label="vela.settings.auth.roles"
      choices={lookup.data ?? []}
      optionValue="name"
      optionText={displayName}
      isPending={lookup.isFetching}
      validate={rolesRequired}
      sx={{ minWidth: 280 }}
    />
  );
};

/** Rows of project plus roles that a user signing in through dex for the first time joins. */
export const DefaultProjectsInput = () => {
  const { canAccess: canListProjects } = useCanAccess({ action: 'list', resource: 'projects' });
  const lookup = useGetList<Project>('projects', ALL, { enabled: !!canListProjects, retry: false });
  if (lookup.error) {
    return <ChoicesError source="dexUserDefaultProjects" label="resources.projects.name" lookup={lookup} />;
  }
  return (
    <ArrayInput source="dexUserDefaultProjects" label="vela.settings.auth.defaultProjects">
      <SimpleFormIterator inline disableReordering disableClear>
        <ProjectInput source="name" projects={lookup.data ?? []} />
        <ProjectRolesInput source="roles" />
      </SimpleFormIterator>
    </ArrayInput>
  );
};
