/**
 * A resource the console builds from this declaration alone (docs/declared-resources.md), shown at
 * /plugins/app-demo/demoNotes; it reads the sandbox's demo release notes endpoint.
 */
export const demoNotes = {
  name: 'demoNotes',
  icon: 'newReleases',
  label: { en: 'Demo Release Notes', zh: '演示发布说明' },
  provider: 'simple-rest',
  path: '/release-notes',
  idField: 'version',
  permission: 'releaseNote',
  menu: { workspace: 'extension' },
  columns: [
    { source: 'version', label: { en: 'Version', zh: '版本' } },
    { source: 'title', label: { en: 'Title', zh: '标题' } },
  ],
  form: [
    {
      jsonKey: 'version',
      uiType: 'Input',
      label: { en: 'Version', zh: '版本' },
      validate: { required: true, pattern: '^\\d+\\.\\d+\\.\\d+$', immutable: true },
    },
    { jsonKey: 'title', uiType: 'Input', label: { en: 'Title', zh: '标题' }, validate: { required: true } },
  ],
  texts: {
    new: { en: 'New Demo Note', zh: '新建演示说明' },
    edit: { en: 'Edit Demo Note', zh: '编辑演示说明' },
    created: { en: 'Demo note created', zh: '演示说明已创建' },
    updated: { en: 'Demo note updated', zh: '演示说明已更新' },
    deleted: { en: 'Demo note deleted', zh: '演示说明已删除' },
  },
};
