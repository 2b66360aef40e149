import { ListSection } from '@src/common/kit';
import type { components } from '@src/types/api';
import { DataTable } from 'react-admin';

type Pipeline = components['schemas']['v1.PipelineListItem'] & { id: string };

/** The project's pipelines. */
export const ProjectPipelines = ({ project }: { project: string }) => (
  <ListSection resource="pipelines" filter={{ project }} syncWithLocation>
    <DataTable<Pipeline> bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="alias" />
      <DataTable.Col source="description" />
    </DataTable>
  </ListSection>
);
