import SendIcon from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ConfigProperties } from '@resources/configs';
import { formatDateTime } from '@src/common/format';
import { DeleteButton, ListSection } from '@src/common/kit';
import { Suspense } from 'react';
import { CanAccess, DataTable, useRecordContext, useTranslate } from 'react-admin';
import { DistributeDrawer } from './DistributeDrawer';
import type { ProjectConfig } from './projectConfig';
import { clusterNamespace } from './projectConfig';
import { TargetStatusChips } from '../shared/TargetStatusChips';

const ConfigTargets = ({ config }: { config: ProjectConfig }) => (
  <TargetStatusChips
    targets={(config.targets ?? []).map((target) => ({
      label: target.status ? `${clusterNamespace(target)}/${target.status}` : clusterNamespace(target),
      phase: target.status,
      message: target.message,
    }))}
  />
);

/** Distribute for those who may distribute this config; Delete for those who may delete it, unless it is shared. */
const ConfigRowActions = ({
  project,
  onDistribute,
}: {
  project: string;
  onDistribute: (name: string) => void;
}) => {
  const translate = useTranslate();
  const config = useRecordContext<ProjectConfig>();
  if (!config) return null;
  const resource = `project:${project}/config:${config.name}`;
  return (
    <Stack direction="row" spacing={1}>
      <CanAccess action="distribute" resource={resource}>
        <Button
          size="small"
          startIcon={<SendIcon />}
          aria-label={`${translate('resources.projectConfigs.action.distribute')} ${config.name}`}
          onClick={() => onDistribute(config.name)}
        >
          {translate('resources.projectConfigs.action.distribute')}
        </Button>
      </CanAccess>
      {config.shared ? null : (
        <DeleteButton
          successMessage="resources.projectConfigs.notification.deleted"
          access={{ action: 'delete', resource }}
          meta={{ project }}
        />
      )}
    </Stack>
  );
};

interface ProjectConfigsCardProps {
  project: string;
  /** The config whose distribute drawer is open. */
  distributing?: string;
  onDistribute: (config: string) => void;
  onClose: () => void;
}

/**
 * The project's configs (its own and the shared platform ones, which come without properties), with
 * their properties and where each is distributed.
 */
export const ProjectConfigsCard = ({
  project,
  distributing,
  onDistribute,
  onClose,
}: ProjectConfigsCardProps) => (
  <>
    <ListSection resource="projectConfigs" meta={{ project }} urlKey="configs">
      <DataTable<ProjectConfig> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" render={(config) => `${config.name}(${config.alias || '-'})`} />
        <DataTable.Col source="template" render={(config) => config.template?.name ?? ''} />
        <DataTable.Col<ProjectConfig>
          source="targets"
          render={(config) => <ConfigTargets config={config} />}
        />
        <DataTable.Col source="description" />
        <DataTable.Col<ProjectConfig>
          source="properties"
          disableSort
          render={(config) => (
            <Suspense fallback={null}>
              <ConfigProperties name={config.name} properties={config.properties} project={project} />
            </Suspense>
          )}
        />
        <DataTable.Col source="createdTime" render={(config) => formatDateTime(config.createdTime)} />
        <DataTable.Col label="resources.projectConfigs.fields.actions">
          <ConfigRowActions project={project} onDistribute={onDistribute} />
        </DataTable.Col>
      </DataTable>
    </ListSection>
    <DistributeDrawer project={project} config={distributing} onClose={onClose} />
  </>
);
