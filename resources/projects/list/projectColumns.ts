import { formatDateTime } from '@src/common/format';
import type { ExportColumn } from '@src/common/kit';
import type { components } from '../../../contract/api';
import type { Project } from '../shared/project';

type Membership = components['schemas']['v1.UserProjectBase'] & { id: string };

/** The platform's project table, for its Export. */
export const projectColumns: ExportColumn<Project>[] = [
  { source: 'name' },
  { source: 'alias' },
  { source: 'owner' },
  { source: 'description' },
  { source: 'createTime', value: (project) => formatDateTime(project.createTime) },
];

/** The user's own projects as /projects shows them, for its Export. */
export const membershipColumns: ExportColumn<Membership>[] = [
  { source: 'name' },
  { source: 'alias' },
  { source: 'description' },
  { source: 'owner' },
  { source: 'joinTime', value: (project) => formatDateTime(project.joinTime) },
  { source: 'roles' },
];
