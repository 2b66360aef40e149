import Stack from '@mui/material/Stack';
import Chip from '@mui/material/Chip';
import { TargetStatusChips } from '../shared/TargetStatusChips';
import { formatDateTime } from '@src/common/format';
import { DeleteButton, ListSection, StatusChip } from '@src/common/kit';
import { DataTable } from 'react-admin';
import { distributionStatus, targetPhases, type Distribution } from './distributionStatus';

const DistributionTargets = ({ distribution }: { distribution: Distribution }) => (
  <TargetStatusChips
    targets={targetPhases(distribution).map(({ clusterName, namespace, phase, message }) => ({
      label: [clusterName, namespace, phase].filter(Boolean).join('/'),
      phase,
      message,
    }))}
  />
);

const DistributionConfigs = ({ distribution }: { distribution: Distribution }) => (
  <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
    {(distribution.configs ?? []).map((config) => (
      <Chip
        key={`${config.namespace}/${config.name}`}
        size="small"
        variant="outlined"
        label={`${config.namespace}/${config.name}`}
      />
    ))}
  </Stack>
);

/** Where the project's configs were distributed and how it went; Delete takes a distribution back. */
export const ProjectDistributionsCard = ({ project }: { project: string }) => (
  <ListSection resource="projectDistributions" meta={{ project }} urlKey="distributions">
    <DataTable<Distribution> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
      <DataTable.Col<Distribution>
        source="configs"
        disableSort
        render={(distribution) => <DistributionConfigs distribution={distribution} />}
      />
      <DataTable.Col<Distribution>
        source="targets"
        disableSort
        render={(distribution) => <DistributionTargets distribution={distribution} />}
      />
      <DataTable.Col
        source="status"
        disableSort
        render={(distribution) => <StatusChip {...distributionStatus(distribution.status?.status)} />}
      />
      <DataTable.Col
        source="createdTime"
        render={(distribution) => formatDateTime(distribution.createdTime)}
      />
      <DataTable.Col label="resources.projectDistributions.fields.actions">
        <DeleteButton
          successMessage="resources.projectDistributions.notification.deleted"
          confirmText="resources.projectDistributions.confirm.delete"
          access={{ action: 'distribute', resource: `project:${project}/config:*` }}
          meta={{ project }}
        />
      </DataTable.Col>
    </DataTable>
  </ListSection>
);
