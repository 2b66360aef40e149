import { visibleLabelTexts } from '@dataProvider/bodies/applications';
import { formatDateTime } from '@src/common/format';
import type { ExportColumn } from '@src/common/kit';
import type { Application } from '../shared/application';

/** What the cards and the table show of an application, for its Export. */
export const applicationColumns: ExportColumn<Application>[] = [
  { source: 'name' },
  { source: 'alias' },
  { source: 'project' },
  { source: 'description' },
  { source: 'labels', value: (app) => visibleLabelTexts(app.labels) },
  { source: 'createTime', value: (app) => formatDateTime(app.createTime) },
];
