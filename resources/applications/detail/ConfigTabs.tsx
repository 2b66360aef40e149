import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { appPagePath, type AppPage } from '../shared/appPages';
import { useApplication } from '../shared/useApplication';

const TABS: { page: AppPage; label: string }[] = [
  { page: 'config', label: 'properties' },
  { page: 'revisions', label: 'revisions' },
  { page: 'workflows', label: 'workflows' },
];

/** The configuration page's tabs, Properties, Revisions and Workflows: each one an address of its own. */
export const ConfigTabs = ({ current, children }: { current: AppPage; children: ReactNode }) => {
  const translate = useTranslate();
  const { app } = useApplication();
  return (
    <>
      <Tabs value={current} sx={{ mb: 2 }}>
        {TABS.map(({ page, label }) => (
          <Tab
            key={page}
            value={page}
            label={translate(`resources.appDetail.page.${label}`)}
            component={LinkBase}
            to={appPagePath(app.name, page)}
          />
        ))}
      </Tabs>
      <Box>{children}</Box>
    </>
  );
};
