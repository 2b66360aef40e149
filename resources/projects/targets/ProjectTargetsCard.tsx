import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { EmptyState, ListSection } from '@src/common/kit';
import type { components } from '../../../contract/api';
import { CanAccess, DataTable, LinkBase, useTranslate } from 'react-admin';

type Target = components['schemas']['v1.TargetBase'] & { id: string };

/** The project's targets (GET /projects/{p}/targets); Add leads to the targets page for those who may create one. */
export const ProjectTargetsCard = ({ project }: { project: string }) => {
  const translate = useTranslate();
  const add = (
    <CanAccess action="create" resource="target:*">
      <Button component={LinkBase} to="/targets" size="small" startIcon={<AddIcon />}>
        {translate('resources.projectTargets.action.add')}
      </Button>
    </CanAccess>
  );
  return (
    <ListSection
      resource="projectTargets"
      urlKey="targets"
      meta={{ project }}
      actions={add}
      empty={<EmptyState text="resources.projectTargets.empty" />}
    >
      <DataTable<Target> bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" render={(target) => `${target.name}(${target.alias || '-'})`} />
        <DataTable.Col
          source="cluster"
          render={(target) => `${target.cluster?.clusterName ?? ''}/${target.cluster?.namespace ?? ''}`}
        />
        <DataTable.Col source="description" />
      </DataTable>
    </ListSection>
  );
};
