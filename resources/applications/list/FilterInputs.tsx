import { visibleLabelTexts } from '@dataProvider/bodies/applications';
import { displayName } from '@dataProvider/displayName';
import type { components } from '../../../contract/api';
import { AutocompleteArrayInput, BooleanInput, SelectInput, useGetList, usePermissions } from 'react-admin';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Application } from '../shared/application';

type UserInfo = components['schemas']['v1.LoginUserInfoResponse'];
type Named = { id: string; name: string; alias?: string };

/** react-admin reads `source` and `alwaysOn` from a filter element's props. */
export interface FilterProps {
  source: string;
  alwaysOn: boolean;
  project?: string;
}

/** Every environment, target or application of a project fits one request. */
const ALL = { page: 1, perPage: 100 };
const UNPAGED = { page: 1, perPage: 1000 };

const choice = (entity: Named) => ({ id: entity.name, name: displayName(entity) });

/** The project a filter is scoped to: the page's fixed one, or the one chosen in the filter bar. */
function useScopeProject(fixed?: string): string | undefined {
  const chosen = useWatch({ name: 'project' }) as string | undefined;
  return fixed ?? (chosen || undefined);
}

/**
 * A chosen value the scope no longer offers (an environment of the previous project) is cleared, so
 * the list does not stay filtered by something the filter bar cannot show. `known` is undefined while loading.
 */
function useClearUnknownChoice(source: string, known: readonly Named[] | undefined) {
  const { getValues, setValue } = useFormContext();
  useEffect(() => {
    const chosen: unknown = getValues(source);
    if (!known || !chosen || known.some((entity) => entity.name === chosen)) return;
    setValue(source, '', { shouldDirty: true });
  }, [known, source, getValues, setValue]);
}

export const ProjectFilter = (_props: FilterProps) => {
  const { permissions } = usePermissions<UserInfo>();
  const choices = (permissions?.projects ?? []).map((project) => choice({ ...project, id: project.name }));
  return <SelectInput source="project" label="resources.applications.filter.project" choices={choices} />;
};

export const EnvFilter = ({ project }: FilterProps) => {
  const scope = useScopeProject(project);
  const {
    data = [],
    isPending,
    isSuccess,
    isFetching,
  } = useGetList<Named>('envs', {
    pagination: ALL,
    filter: scope ? { project: scope } : {},
  });
  useClearUnknownChoice('env', isSuccess && !isFetching ? data : undefined);
  return (
    <SelectInput
      source="env"
      label="resources.applications.filter.env"
      choices={data.map(choice)}
      isPending={isPending}
    />
  );
};

export const TargetFilter = ({ project = '' }: FilterProps) => {
  const { data = [], isPending } = useGetList<Named>('projectTargets', {
    pagination: ALL,
    meta: { project },
  });
  return (
    <SelectInput
      source="targetName"
      label="resources.applications.filter.target"
      choices={data.map(choice)}
      isPending={isPending}
    />
  );
};

/**
 * The labels of the applications in scope, as `key=value`; the system's labels are never offered. They are
 * read when the menu opens (or a label is chosen already), not with the page: the page's own list is the
 * first screen, and the menu's choices are not on it (issue 35).
 */
export const LabelsFilter = ({ project }: FilterProps) => {
  const scope = useScopeProject(project);
  const chosen = useWatch({ name: 'labels' }) as string[] | undefined;
  const [opened, setOpened] = useState(false);
  const { data = [], isFetching } = useGetList<Application>(
    'applications',
    { pagination: UNPAGED, filter: scope ? { project: scope } : {} },
    { enabled: opened || Boolean(chosen?.length) },
  );
  const texts = [...new Set(data.flatMap((app) => visibleLabelTexts(app.labels)))].sort();
  return (
    <AutocompleteArrayInput
      source="labels"
      label="resources.applications.filter.labels"
      choices={texts.map((text) => ({ id: text, name: text }))}
      onOpen={() => setOpened(true)}
      loading={isFetching}
      sx={{ minWidth: 220 }}
    />
  );
};

// Off leaves the address: only a Starred filter that is on is kept in it.
const onOnly = (checked: unknown) => (checked === true ? true : null);

/** Only the applications the user starred (the data provider is handed their names beside it). */
export const StarredFilter = (_props: FilterProps) => (
  <BooleanInput
    source="starred"
    label="resources.applications.filter.starred"
    parse={onOnly}
    helperText={false}
  />
);
