import type { VelaDataProvider } from '@dataProvider/index';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import { studioPath } from '@resources/pipelines';
import type { PaletteItem } from './paletteItems';

/** What the palette keeps of a record: enough to name it and to find its page. */
export interface PaletteRecord {
  name: string;
  alias?: string;
  project?: string;
}

export type SourceName = 'applications' | 'projects' | 'environments' | 'pipelines' | 'addons' | 'clusters';

export interface RecordSource {
  name: SourceName;
  /** The list permission of the source's list page, as the navigation asks it. */
  access: string;
  load: (dataProvider: VelaDataProvider, signal: AbortSignal) => Promise<PaletteRecord[]>;
  page: (record: PaletteRecord) => Pick<PaletteItem, 'to' | 'access'>;
}

interface ListedRow {
  name: string;
  alias?: string;
  project?: { name: string };
}

const enc = encodeURIComponent;

const WHOLE_LIST = {
  pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER },
  sort: { field: 'name', order: 'ASC' as const },
  filter: {},
  meta: ERROR_SHOWN_BY_PAGE,
};

/** The same getList as the resource's list page, unpaged. */
const listOf =
  (resource: string) =>
  async (dataProvider: VelaDataProvider, signal: AbortSignal): Promise<PaletteRecord[]> => {
    const { data } = await dataProvider.getList<ListedRow & { id: string }>(resource, {
      ...WHOLE_LIST,
      signal,
    });
    return data.map(({ name, alias, project }) => ({ name, alias, project: project?.name }));
  };

const projectSummary = (project: string) => `/projects/${enc(project)}/summary`;

/** Every project, for who may list them all (others find their own ones in user_info). */
export const projectsSource: RecordSource = {
  name: 'projects',
  access: 'project:*',
  load: listOf('projects'),
  page: ({ name }) => ({ to: projectSummary(name) }),
};

/** The record sources in the palette's order, each with the page a record of it opens. */
export const recordSources: RecordSource[] = [
  {
    name: 'applications',
    access: 'project:?/application:*',
    load: listOf('applications'),
    page: ({ name }) => ({ to: `/applications/${enc(name)}/config` }),
  },
  projectsSource,
  {
    // An environment's page is its drawer over the list, for who may edit it; others get its project.
    name: 'environments',
    access: 'project:?/environment:*',
    load: listOf('envs'),
    page: ({ name, project = '' }) => ({
      to: `/envs#edit/${enc(name)}`,
      access: {
        action: 'update',
        resource: `project:${project}/environment:${name}`,
        otherwise: projectSummary(project),
      },
    }),
  },
  {
    name: 'pipelines',
    access: 'project:?/pipeline:*',
    load: listOf('pipelines'),
    page: ({ name, project = '' }) => ({ to: studioPath(project, name) }),
  },
  {
    name: 'addons',
    access: 'addon:*',
    load: async (dataProvider) =>
      (await dataProvider.listAddons({}, ERROR_SHOWN_BY_PAGE)).addons.map(({ name }) => ({ name })),
    page: ({ name }) => ({ to: `/addons/${enc(name)}` }),
  },
  {
    // Clusters have no page of their own: the list, searched for the cluster's name.
    name: 'clusters',
    access: 'cluster:*',
    load: listOf('clusters'),
    page: ({ name }) => ({ to: `/clusters?filter=${enc(JSON.stringify({ q: name }))}` }),
  },
];

/** A record as a palette item: its name, with its alias and project as the hint. */
export function recordItem(source: RecordSource, record: PaletteRecord): PaletteItem {
  const { name, alias, project } = record;
  const hint = [alias !== name ? alias : undefined, project].filter(Boolean).join(' · ');
  return {
    id: `${source.name}:${project ?? ''}/${name}`,
    label: name,
    hint: hint || undefined,
    ...source.page(record),
  };
}
