/** English strings of the command palette, shown under `vela.palette.*`; messages.zh.ts has the same shape. */
export const en = {
  button: 'Jump to',
  title: 'Jump to a page or record',
  search: 'Search pages and records',
  placeholder: 'Type the name of a page, application, project…',
  results: 'Pages and records',
  empty: 'No page or record matches',
  loading: 'Loading records…',
  failed: 'Could not be loaded: %{reason}',
  groups: {
    starred: 'Starred',
    pages: 'Pages',
    applications: 'Applications',
    projects: 'Projects',
    environments: 'Environments',
    pipelines: 'Pipelines',
    addons: 'Addons',
    clusters: 'Clusters',
  },
};
