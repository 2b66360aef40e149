import AddIcon from '@mui/icons-material/Add';
import CloudIcon from '@mui/icons-material/Cloud';
import Button from '@mui/material/Button';
import { CreateForm, EditForm, EmptyState, FormDrawer, ListFrame, useUrlDrawer } from '@src/common/kit';
import { useState } from 'react';
import { CanAccess, TextInput, useTranslate } from 'react-admin';
import { clusterColumns } from './clusterColumns';
import { ClusterCards } from './ClusterCards';
import { LOCAL_CLUSTER } from './ClusterCard';
import { ClusterInputs } from './ClusterInputs';
import { CloudConnectDialog } from './CloudConnectDialog';
import { ConnectedAddonNotice } from './ConnectedAddonNotice';

const filters = [<TextInput key="q" source="q" label="resources.clusters.search" alwaysOn />];

/** /clusters: the joined clusters as cards, searchable by name, with the two ways to join another. */
export const ClusterList = () => {
  const translate = useTranslate();
  const { drawer, id, open, close } = useUrlDrawer();
  const [joined, setJoined] = useState(false);
  const connectButtons = (
    <CanAccess action="create" resource="cluster:*">
      <Button size="small" startIcon={<CloudIcon />} onClick={() => open('cloud')}>
        {translate('resources.clusters.action.connectCloud')}
      </Button>
      <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => open('connect')}>
        {translate('resources.clusters.action.connectExisting')}
      </Button>
    </CanAccess>
  );
  const afterJoin = () => {
    setJoined(true);
    close();
  };
  const editing = drawer === 'edit' && id !== undefined && id !== LOCAL_CLUSTER ? id : undefined;

  return (
    <>
      {joined ? <ConnectedAddonNotice onClose={() => setJoined(false)} /> : null}
      <ListFrame
        subtitle="resources.clusters.subtitle"
        filters={filters}
        actions={connectButtons}
        exportColumns={clusterColumns}
        empty={<EmptyState text="resources.clusters.empty" action={connectButtons} />}
      >
        <ClusterCards onEdit={(name) => open('edit', name)} />
      </ListFrame>
      <FormDrawer
        open={drawer === 'connect'}
        onClose={close}
        title="resources.clusters.title.connectExisting"
      >
        <CreateForm successMessage="resources.clusters.notification.created" onSaved={afterJoin}>
          <ClusterInputs />
        </CreateForm>
      </FormDrawer>
      <FormDrawer open={editing !== undefined} onClose={close} title="resources.clusters.title.edit">
        {editing !== undefined ? (
          <EditForm id={editing} successMessage="resources.clusters.notification.updated">
            <ClusterInputs edit />
          </EditForm>
        ) : null}
      </FormDrawer>
      <CloudConnectDialog open={drawer === 'cloud'} onClose={close} onConnected={afterJoin} />
    </>
  );
};
