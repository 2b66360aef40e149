import type { en } from './messages';

/** Chinese strings of the platform settings page: the same keys as messages.ts, checked by the type. */
export const zh: typeof en = {
  title: '平台设置',
  loadFailed: '无法加载平台设置',
  version: {
    title: '版本',
    velaVersion: '版本',
    gitVersion: 'Git 版本',
    platformID: '平台 ID',
    installTime: '安装时间',
  },
  auth: {
    title: '用户认证配置',
    loginType: '用户登录方式',
    local: '本地登录',
    dex: '通过 Dex 单点登录',
    velaAddress: 'VelaUX 地址',
    velaAddressHelp: '用户访问控制台的地址；单点登录后将返回此地址',
    defaultProjects: '设置 Dex 登录用户的默认项目',
    project: '项目',
    roles: '角色',
  },
  collection: {
    title: '用户体验改进计划',
    enable: '参与贡献',
    sentTo:
      '开启后，本控制台每天最多一次向 %{address} 发送平台 ID、版本、集群和应用数量、已启用的插件、最常用的定义，以及浏览器语言、名称、版本和屏幕尺寸。',
    noAddress: '未配置数据收集地址（VELA_TELEMETRY_URL），因此无论此开关如何，本控制台都不会发送任何数据。',
  },
  validation: {
    loginType: '请选择用户登录方式',
    velaAddress: '请输入 VelaUX 地址',
    project: '请选择项目',
    roles: '请至少选择一个角色',
  },
  submit: '提交',
  notification: {
    updated: '平台设置更新成功',
  },
  guide: {
    close: '关闭',
    dexTitle: '没有 Dex 连接器配置',
    dexText: '启用单点登录之前，必须至少添加一个 Dex 连接器配置。',
    dexAction: '添加 Dex 连接器',
    emailTitle: '管理员的邮箱地址为空',
    emailText: '请为管理员设置邮箱地址，且必须与单点登录账号一致。',
    emailAction: '前往用户管理',
  },
};
