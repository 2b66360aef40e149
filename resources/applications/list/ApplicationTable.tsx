import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { displayName } from '@dataProvider/displayName';
import { StarButton, type Starred } from '@src/common/kit';
import { DataTable, LinkBase } from 'react-admin';
import { applicationPath, type Application } from '../shared/application';
import { ApplicationActions } from '../shared/ApplicationActions';
import { AppLabels } from '../shared/AppLabels';

const nameAndAlias = (app: Application) => (app.alias ? `${app.name}(${app.alias})` : app.name);

const NameLink = ({ app }: { app: Application }) => (
  <Link component={LinkBase} to={applicationPath(app.name)}>
    {nameAndAlias(app)}
  </Link>
);

interface Props {
  onEdit: (name: string) => void;
  starred: Starred;
}

/** The table view: the star and Name(Alias), Project, Description, Labels and the row's Edit and Delete. */
export const ApplicationTable = ({ onEdit, starred }: Props) => (
  <DataTable<Application> bulkActionButtons={false} rowClick={false}>
    <DataTable.Col<Application>
      source="name"
      label="resources.applications.fields.nameAlias"
      render={(app) => (
        <Stack direction="row" spacing={0.5} alignItems="center">
          <StarButton name={app.name} starred={starred} />
          <NameLink app={app} />
        </Stack>
      )}
    />
    <DataTable.Col<Application> source="project" render={(app) => displayName(app.project)} />
    <DataTable.Col source="description" />
    <DataTable.Col<Application> source="labels" render={(app) => <AppLabels labels={app.labels} />} />
    <DataTable.Col<Application>
      source="actions"
      render={(app) => <ApplicationActions app={app} onEdit={onEdit} />}
    />
  </DataTable>
);
