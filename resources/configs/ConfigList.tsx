import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { EmptyState, ListFrame, useUrlDrawer } from '@src/common/kit';
import { useState } from 'react';
import { CanAccess, useTranslate } from 'react-admin';
import { needsDistribution, type ConfigTemplate } from './config';
import { configColumns } from './configColumns';
import { ConfigDrawers } from './ConfigDrawers';
import { ConfigTable } from './ConfigTable';
import { DistributePrompt } from './DistributePrompt';

const NEWEST_FIRST = { field: 'createdTime', order: 'DESC' as const };

/** The configs made from one template: New Config, the table, the create and edit drawers. */
export const ConfigList = ({ template }: { template: ConfigTemplate }) => {
  const translate = useTranslate();
  const { drawer, id, open, close } = useUrlDrawer();
  const [created, setCreated] = useState<string>();
  const newConfig = (
    <CanAccess action="create" resource="configs">
      <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => open('create')}>
        {translate('resources.configs.action.new')}
      </Button>
    </CanAccess>
  );
  return (
    <>
      <ListFrame
        resource="configs"
        title={template.alias || template.name}
        subtitle={template.description}
        filter={{ template: template.name }}
        storeKey={`configs.${template.name}.listParams`}
        sort={NEWEST_FIRST}
        actions={newConfig}
        exportColumns={configColumns}
        empty={<EmptyState action={newConfig} />}
      >
        <ConfigTable />
      </ListFrame>
      <ConfigDrawers
        template={template}
        drawer={drawer}
        id={id}
        close={close}
        onCreated={(name) => {
          if (needsDistribution(template.name)) setCreated(name);
        }}
      />
      <DistributePrompt config={created} onClose={() => setCreated(undefined)} />
    </>
  );
};
