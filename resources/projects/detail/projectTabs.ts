export const PROJECT_TABS = ['summary', 'applications', 'pipelines', 'roles', 'members'] as const;

export type ProjectTab = (typeof PROJECT_TABS)[number];

export function isProjectTab(value: string | undefined): value is ProjectTab {
  return PROJECT_TABS.some((tab) => tab === value);
}

/** Tabs with pages below them: a role of the roles tab, a pipeline's studio or run. */
export function tabTakesSubPath(tab: ProjectTab): boolean {
  return tab === 'roles' || tab === 'pipelines';
}
