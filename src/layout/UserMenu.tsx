import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import LogoutIcon from '@mui/icons-material/Logout';
import SettingsBrightnessIcon from '@mui/icons-material/SettingsBrightness';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { displayName } from '@dataProvider/displayName';
import { useState } from 'react';
import { useGetIdentity, useLogout, useTranslate } from 'react-admin';
import { TopBarButton } from './TopBarButton';
import { THEME_CHOICES, useThemeChoice } from './useThemeChoice';

const themeIcons = {
  light: <LightModeIcon fontSize="small" />,
  dark: <DarkModeIcon fontSize="small" />,
  system: <SettingsBrightnessIcon fontSize="small" />,
};

/** The signed-in user's alias (or name): the theme (Light, Dark or the system's), and Logout. */
export const UserMenu = () => {
  const translate = useTranslate();
  const logout = useLogout();
  const { identity } = useGetIdentity();
  const [theme, chooseTheme] = useThemeChoice();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Text only, whatever shape the identity came in: its full name, else its id.
  const name = identity ? displayName({ name: String(identity.id), alias: identity.fullName }) : '';
  return (
    <>
      <TopBarButton
        icon={<AccountCircleIcon />}
        label={name}
        keepCase
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {/* Focus passes over the heading; role none, as a menu may own items only (axe checks it). */}
        <ListSubheader role="none">{translate('vela.topBar.theme.label')}</ListSubheader>
        {THEME_CHOICES.map((choice) => (
          <MenuItem
            key={choice}
            role="menuitemradio"
            aria-checked={theme === choice}
            selected={theme === choice}
            onClick={() => {
              chooseTheme(choice);
              setAnchor(null);
            }}
          >
            <ListItemIcon>{themeIcons[choice]}</ListItemIcon>
            {translate(`vela.topBar.theme.${choice}`)}
          </MenuItem>
        ))}
        <Divider />
        <MenuItem onClick={() => void logout()}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {translate('ra.auth.logout')}
        </MenuItem>
      </Menu>
    </>
  );
};
