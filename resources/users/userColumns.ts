import { formatDateTime } from '@src/common/format';
import type { ExportColumn } from '@src/common/kit';
import type { User } from './user';

/** The user table's columns, for its Export: never a password or a token. */
export const userColumns: ExportColumn<User>[] = [
  { source: 'name' },
  { source: 'alias' },
  { source: 'roles' },
  {
    source: 'disabled',
    label: 'resources.users.fields.status',
    value: (user, translate) =>
      translate(user.disabled ? 'resources.users.status.disabled' : 'resources.users.status.active'),
  },
  { source: 'email' },
  { source: 'createTime', value: (user) => formatDateTime(user.createTime) },
  { source: 'lastLoginTime', value: (user) => formatDateTime(user.lastLoginTime) },
];
