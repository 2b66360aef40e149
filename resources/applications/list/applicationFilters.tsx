import type { ReactElement } from 'react';
import { TextInput } from 'react-admin';
import { EnvFilter, LabelsFilter, ProjectFilter, StarredFilter, TargetFilter } from './FilterInputs';

/**
 * The filter bar, every filter in the URL: project (unless the page fixes it), environment, target (only
 * inside a project), free text over name and description, labels, and only the starred ones.
 */
export function applicationFilters(project?: string): ReactElement[] {
  const filters = [
    <TextInput key="q" source="q" label="resources.applications.filter.q" alwaysOn />,
    <EnvFilter key="env" source="env" project={project} alwaysOn />,
    <LabelsFilter key="labels" source="labels" project={project} alwaysOn />,
    <StarredFilter key="starred" source="starred" alwaysOn />,
  ];
  if (project)
    filters.splice(2, 0, <TargetFilter key="target" source="targetName" project={project} alwaysOn />);
  else filters.splice(1, 0, <ProjectFilter key="project" source="project" alwaysOn />);
  return filters;
}
