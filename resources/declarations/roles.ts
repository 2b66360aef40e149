import { NAME_PATTERN } from '@src/common/validation';
import type { ResourceDeclaration } from '@dataProvider/declared/declaration';

/** /roles: the platform roles (GET/POST/PUT/DELETE /api/v1/roles), declared instead of coded. */
export const roles = {
  name: 'roles',
  icon: 'badge',
  label: { en: 'Platform Roles', zh: '平台角色' },
  subtitle: {
    en: 'Roles that apply across the platform; project roles are set in each project',
    zh: '作用于整个平台的角色；项目角色在各项目中设置',
  },
  provider: 'vela',
  path: '/roles',
  listKey: 'roles',
  permission: 'role',
  menu: { workspace: 'admin', key: 'platformRoles', before: 'settings' },
  columns: [
    { source: 'name', label: { en: 'Name', zh: '名称' } },
    { source: 'alias', label: { en: 'Alias', zh: '别名' } },
    { source: 'permissions', label: { en: 'Permissions', zh: '权限' }, kind: 'names' },
    { source: 'createTime', label: { en: 'Create Time', zh: '创建时间' }, kind: 'dateTime' },
  ],
  form: [
    {
      jsonKey: 'name',
      uiType: 'Input',
      label: { en: 'Name', zh: '名称' },
      validate: { required: true, pattern: NAME_PATTERN.source, maxLength: 32, immutable: true },
      messages: {
        required: { en: 'Please enter a roles name', zh: '请输入角色名称' },
        invalid: { en: 'Please enter a valid name', zh: '请输入有效的名称' },
      },
    },
    {
      jsonKey: 'alias',
      uiType: 'Input',
      label: { en: 'Alias', zh: '别名' },
      validate: { minLength: 2, maxLength: 64 },
      messages: { invalid: { en: 'Enter a string of 2 to 64 characters.', zh: '请输入 2 到 64 个字符。' } },
    },
    {
      jsonKey: 'permissions',
      uiType: 'Select',
      multiple: true,
      label: { en: 'Permissions', zh: '权限' },
      choices: { resource: 'permissions', value: 'name', label: 'alias' },
      validate: { required: true },
      messages: { required: { en: 'Please select at last one permission', zh: '请至少选择一个权限' } },
    },
  ],
  texts: {
    new: { en: 'New Role', zh: '新建角色' },
    edit: { en: 'Edit Role', zh: '编辑角色' },
    create: { en: 'Create', zh: '创建' },
    update: { en: 'Update', zh: '更新' },
    created: { en: 'Role created successfully', zh: '角色创建成功' },
    updated: { en: 'Role updated successfully', zh: '角色更新成功' },
    deleted: { en: 'Role deleted successfully', zh: '角色删除成功' },
  },
  wideForm: true,
} satisfies ResourceDeclaration;
