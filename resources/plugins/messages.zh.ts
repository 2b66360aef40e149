import type { en } from './messages';

/** Chinese strings of this resource: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  name: '扩展',
  title: '扩展',
  subtitle: '扩展为控制台添加的应用页面和设置',
  empty: '暂无扩展',
  loadFailed: '未知的扩展列表',
  unknownPlugin: '未知扩展',
  moduleFailed: '无法加载扩展模块',
  noRootPage: '未找到扩展的根页面组件',
  noConfigPage: '未找到扩展的配置页面组件',
  noDescription: '暂无描述',
  unknownAuthor: '未知',
  loading: '正在加载扩展',
  logo: '%{name} 的图标',
  fields: {
    id: 'ID',
    name: '名称',
    version: '版本',
    author: '作者',
    status: '状态',
    enabled: '已启用',
  },
  status: {
    enabled: '已启用',
    disabled: '未启用',
  },
  class: {
    core: '内置',
    external: '已安装',
  },
  action: {
    config: '配置',
    configOf: '配置 %{name}',
    enable: '启用',
    enableOf: '启用 %{name}',
    disable: '停用',
    disableOf: '停用 %{name}',
    save: '保存',
    saveAndEnable: '保存并启用',
    uninstall: '卸载',
  },
  confirm: {
    disableTitle: '确定停用扩展 %{name} 吗？',
    disable: '在再次启用之前，它的菜单和页面将对所有用户隐藏。',
    uninstallTitle: '确定卸载扩展 %{name} 吗？',
    uninstall: '它的文件和设置将从服务器中删除。',
  },
  notification: {
    enabled: '扩展已启用',
    disabled: '扩展已停用',
    saved: '设置已保存',
    uninstalled: '扩展已卸载',
  },
  settings: '设置',
  unsaved: '设置有未保存的更改',
};
