import type { ResourceDeclaration } from '@src/common/kit';

/** /releaseNotes: an extension's release notes, served in react-admin's simple REST convention. */
export const releaseNotes: ResourceDeclaration = {
  name: 'releaseNotes',
  icon: 'newReleases',
  label: { en: 'Release Notes', zh: '发布说明' },
  provider: 'simple-rest',
  path: '/release-notes',
  idField: 'version',
  permission: 'releaseNote',
  menu: { workspace: 'extension' },
  columns: [
    { source: 'version', label: { en: 'Version', zh: '版本' } },
    { source: 'title', label: { en: 'Title', zh: '标题' } },
    { source: 'updateTime', label: { en: 'Update Time', zh: '更新时间' }, kind: 'dateTime' },
  ],
  filters: [{ source: 'q', label: { en: 'Search', zh: '搜索' } }],
  form: [
    {
      jsonKey: 'version',
      uiType: 'Input',
      label: { en: 'Version', zh: '版本' },
      validate: { required: true, pattern: '^\\d+\\.\\d+\\.\\d+$', immutable: true },
      messages: { invalid: { en: 'Use a version such as 1.2.0', zh: '请使用 1.2.0 这样的版本号' } },
    },
    {
      jsonKey: 'title',
      uiType: 'Input',
      label: { en: 'Title', zh: '标题' },
      validate: { required: true, maxLength: 100 },
    },
    { jsonKey: 'notes', uiType: 'Input', label: { en: 'Notes', zh: '说明' }, validate: { maxLength: 2000 } },
  ],
  texts: {
    new: { en: 'New Release Note', zh: '新建发布说明' },
    edit: { en: 'Edit Release Note', zh: '编辑发布说明' },
    created: { en: 'Release note created', zh: '发布说明已创建' },
    updated: { en: 'Release note updated', zh: '发布说明已更新' },
    deleted: { en: 'Release note deleted', zh: '发布说明已删除' },
    empty: { en: 'No release notes yet', zh: '暂无发布说明' },
  },
};
