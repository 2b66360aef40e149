/**
 * A read-only resource (docs/declared-resources.md): no form, so no New, Edit or Delete. Shown at
 * /plugins/app-demo/demoHistory, five a page, it reads the sandbox's demo release notes endpoint.
 */
export const demoHistory = {
  name: 'demoHistory',
  icon: 'newReleases',
  label: { en: 'Demo Release History', zh: '演示发布历史' },
  provider: 'simple-rest',
  path: '/release-notes',
  idField: 'version',
  permission: 'releaseNote',
  menu: { workspace: 'extension' },
  perPage: 5,
  columns: [
    { source: 'version', label: { en: 'Version', zh: '版本' } },
    { source: 'title', label: { en: 'Title', zh: '标题' } },
  ],
  filters: [{ source: 'q', label: { en: 'Search', zh: '搜索' } }],
  texts: { empty: { en: 'No releases yet', zh: '暂无发布' } },
};
