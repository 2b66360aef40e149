import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LinkBase, useTranslate } from 'react-admin';

/** The tabs Addons (/addons) and Plugins (/manage/plugins), as links. */
export const AddonTabs = ({ current }: { current: 'addons' | 'plugins' }) => {
  const translate = useTranslate();
  return (
    <Tabs value={current} sx={{ mb: 2 }} aria-label={translate('resources.addons.name', { smart_count: 2 })}>
      <Tab
        value="addons"
        label={translate('resources.addons.tabs.addons')}
        component={LinkBase}
        to="/addons"
      />
      <Tab
        value="plugins"
        label={translate('resources.addons.tabs.plugins')}
        component={LinkBase}
        to="/manage/plugins"
      />
    </Tabs>
  );
};
