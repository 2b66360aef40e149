import AddIcon from '@mui/icons-material/Add';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Tooltip from '@mui/material/Tooltip';
import { BindEnvDialog } from '../envBindings/BindEnvDialog';
import { useAppBindings } from '../shared/useAppBindings';
import { appResource } from '../shared/application';
import { useUrlDrawer } from '@src/common/kit';
import { CanAccess, LinkBase, useTranslate } from 'react-admin';
import { appPagePath } from '../shared/appPages';
import { useApplication } from '../shared/useApplication';
import { useRefreshApplication } from '../shared/useRefreshApplication';

const BASELINE = '';

/** Baseline Config, one tab per bound environment, and the plus button that binds another. */
export const EnvTabs = ({ current }: { current?: string }) => {
  const translate = useTranslate();
  const { app, project, readOnly } = useApplication();
  const { data: bindings = [] } = useAppBindings(app.name);
  const { drawer, open, close } = useUrlDrawer();
  const refresh = useRefreshApplication();
  const selected = current ?? BASELINE;
  const known = selected === BASELINE || bindings.some((binding) => binding.name === selected);
  const bindLabel = translate('resources.appDetail.action.bind');
  return (
    <Stack direction="row" alignItems="center" sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Tabs
        value={known ? selected : false}
        variant="scrollable"
        aria-label={translate('resources.appDetail.envTabs')}
      >
        <Tab
          value={BASELINE}
          label={translate('resources.appDetail.page.config')}
          component={LinkBase}
          to={appPagePath(app.name, 'config')}
        />
        {bindings.map((binding) => (
          <Tab
            key={binding.name}
            value={binding.name}
            label={binding.alias || binding.name}
            component={LinkBase}
            to={appPagePath(app.name, 'envbinding', binding.name)}
          />
        ))}
      </Tabs>
      <CanAccess action="create" resource={appResource(project, app.name, 'envBinding:*')}>
        <Tooltip title={bindLabel}>
          <span>
            <IconButton aria-label={bindLabel} disabled={readOnly} onClick={() => open('bind')}>
              <AddIcon />
            </IconButton>
          </span>
        </Tooltip>
        <BindEnvDialog open={drawer === 'bind' && !readOnly} onClose={close} onBound={refresh} />
      </CanAccess>
    </Stack>
  );
};
