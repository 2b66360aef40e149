import type { ReactElement } from 'react';
import { TextInput } from 'react-admin';
import { ProjectFilter } from './ProjectFilter';

/** The filter bar, kept in the URL: the project (unless the page fixes it) and text over name, alias and description. */
export function pipelineFilters(project?: string): ReactElement[] {
  const search = <TextInput key="q" source="q" label="resources.pipelines.filter.q" alwaysOn />;
  if (project) return [search];
  return [<ProjectFilter key="project" source="project" alwaysOn />, search];
}
