import SettingsIcon from '@mui/icons-material/Settings';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { LinkBase, useCanAccess, useTranslate } from 'react-admin';

/** Platform settings, for those who may change them. */
export const SettingsButton = () => {
  const translate = useTranslate();
  const { canAccess } = useCanAccess({ action: 'update', resource: 'systemSetting' });
  if (!canAccess) return null;
  const label = translate('vela.topBar.settings');
  return (
    <Tooltip title={label}>
      <IconButton component={LinkBase} to="/settings" color="inherit" aria-label={label}>
        <SettingsIcon />
      </IconButton>
    </Tooltip>
  );
};
