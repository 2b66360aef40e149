import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useApplication } from '../shared/useApplication';
import { displayName } from '@dataProvider/displayName';
import { formatDateTime } from '@src/common/format';
import { ListSection, StatusChip } from '@src/common/kit';
import { DataTable, useTranslate } from 'react-admin';
import { RevisionDiffDrawer } from './RevisionDiffDrawer';
import { RevisionDrawer } from './RevisionDrawer';
import { RevisionFilters } from './RevisionFilters';
import { RevisionRowActions } from './RevisionRowActions';
import { revisionStatusLabel, revisionTone, type Revision } from './revisionRules';

const NoRevisions = () => {
  const translate = useTranslate();
  return (
    <Stack alignItems="center" spacing={1} sx={{ py: 6, px: 2 }}>
      <Typography variant="h6" component="p">
        {translate('resources.appRevisions.empty.title')}
      </Typography>
      <Typography color="text.secondary">{translate('resources.appRevisions.empty.text')}</Typography>
    </Stack>
  );
};

/** The version, and under it the note the deploy was given (the release it is, to people). */
const VersionAndNote = ({ revision }: { revision: Revision }) => (
  <>
    {revision.version}
    {revision.note ? (
      <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
        {revision.note}
      </Typography>
    ) : null}
  </>
);

const CodeInfo = ({ revision }: { revision: Revision }) => {
  const translate = useTranslate();
  const info = revision.codeInfo;
  const parts = (['commit', 'branch', 'user'] as const).filter((key) => info?.[key]);
  if (!parts.length) return null;
  return parts
    .map((key) => `${translate(`resources.appRevisions.codeInfo.${key}`)}: ${info?.[key] ?? ''}`)
    .join(' · ');
};

/**
 * The application's revisions (the /revisions page and the Revisions tab): ten a page from page 1, newest
 * first, filtered by environment and status in the address, with the detail, diff and rollback of each.
 */
export const RevisionsPage = () => {
  const { app } = useApplication();
  const meta = { app: app.name };
  return (
    <>
      <ListSection
        resource="appRevisions"
        meta={meta}
        perPage={10}
        syncWithLocation
        storeKey={`appRevisions.${app.name}`}
        actions={<RevisionFilters envNames={app.envBindings ?? []} />}
        empty={<NoRevisions />}
      >
        <DataTable<Revision> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col<Revision>
            source="version"
            label="resources.appRevisions.fields.version"
            render={(revision) => <VersionAndNote revision={revision} />}
          />
          <DataTable.Col<Revision>
            source="status"
            label="resources.appRevisions.fields.status"
            render={(revision) => (
              <StatusChip label={revisionStatusLabel(revision.status)} tone={revisionTone(revision.status)} />
            )}
          />
          <DataTable.Col source="envName" label="resources.appRevisions.fields.envName" />
          <DataTable.Col<Revision>
            source="deployUser"
            label="resources.appRevisions.fields.deployUser"
            render={(revision) => displayName(revision.deployUser)}
          />
          <DataTable.Col source="triggerType" label="resources.appRevisions.fields.triggerType" />
          <DataTable.Col<Revision>
            source="createTime"
            label="resources.appRevisions.fields.createTime"
            render={(revision) => formatDateTime(revision.createTime)}
          />
          <DataTable.Col<Revision>
            source="codeInfo"
            label="resources.appRevisions.fields.codeInfo"
            render={(revision) => <CodeInfo revision={revision} />}
          />
          <DataTable.Col source="actions" label="resources.appRevisions.fields.actions">
            <RevisionRowActions />
          </DataTable.Col>
        </DataTable>
      </ListSection>
      <RevisionDrawer />
      <RevisionDiffDrawer />
    </>
  );
};
