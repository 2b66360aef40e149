import { ListSection } from '@src/common/kit';
import type { components } from '@src/types/api';
import { DataTable } from 'react-admin';

type Application = components['schemas']['v1.ApplicationBase'] & { id: string };

/** The project's applications, each opening its application page. */
export const ProjectApplications = ({ project }: { project: string }) => (
  <ListSection resource="applications" filter={{ project }} syncWithLocation>
    <DataTable<Application>
      bulkActionButtons={false}
      rowClick={(id) => `/applications/${encodeURIComponent(String(id))}`}
    >
      <DataTable.Col source="name" />
      <DataTable.Col source="alias" />
      <DataTable.Col source="description" />
    </DataTable>
  </ListSection>
);
