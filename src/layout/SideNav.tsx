import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import { safeHref } from '@src/common/safeUrl';
import { visuallyHidden } from '@src/common/visuallyHidden';
import { memo } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import type { MenuItem } from './navigation/navigation';
import { menuGroups } from './navigation/pluginMenus';
import type { Navigation } from './navigation/useNavigation';

const WIDTH = 220;

/** An http(s) address outside the console, opened in a new tab without an opener. */
const ExternalMenuLink = ({ menu }: { menu: MenuItem }) => {
  const translate = useTranslate();
  const { to, label, icon: Icon } = menu;
  return (
    <ListItem disablePadding>
      <ListItemButton component="a" href={safeHref(to)} target="_blank" rel="noopener noreferrer">
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={label} />
        <OpenInNewIcon fontSize="small" color="action" />
        <Box component="span" sx={visuallyHidden}>
          {translate('vela.menu.opensInNewTab')}
        </Box>
      </ListItemButton>
    </ListItem>
  );
};

const MenuLink = ({ menu, current }: { menu: MenuItem; current: boolean }) => {
  const translate = useTranslate();
  const { to, label, labelKey, icon: Icon } = menu;
  if (menu.external) return <ExternalMenuLink menu={menu} />;
  return (
    <ListItem disablePadding>
      <ListItemButton
        component={LinkBase}
        to={to}
        selected={current}
        aria-current={current ? 'page' : undefined}
      >
        <ListItemIcon>
          <Icon />
        </ListItemIcon>
        <ListItemText primary={label ?? translate(labelKey)} />
      </ListItemButton>
    </ListItem>
  );
};

type SideNavProps = Navigation & { fullWidth?: boolean };

/**
 * The menus of the current workspace (or of the first one, on pages outside every workspace); plugin
 * menus and external links of one catalog form a list of their own under the catalog's name. Full width, it
 * fills the navigation drawer instead of standing beside the page. Drawn again only when the navigation changed.
 */
export const SideNav = memo(({ workspaces, active, settled, fullWidth }: SideNavProps) => {
  const translate = useTranslate();
  const workspace = workspaces.find(({ name }) => name === active?.workspace) ?? workspaces[0];
  const beside = fullWidth
    ? undefined
    : { width: WIDTH, flexShrink: 0, borderRight: 1, borderColor: 'divider' };
  // Its place is kept while the menus' answers come (they are drawn after the page's first frame): the
  // page beside it does not move, nor a graph fitted to its width change its zoom.
  if (!workspace) return settled || fullWidth ? null : <Box sx={beside} />;
  return (
    <Paper
      component="nav"
      square
      elevation={0}
      aria-label={workspace.label ?? translate(workspace.labelKey)}
      sx={beside}
    >
      {menuGroups(workspace.menus).map(({ catalog, menus }, index) => {
        const headingId = catalog ? `side-nav-catalog-${index}` : undefined;
        return (
          <Box key={catalog ?? ''}>
            {catalog && (
              <ListSubheader component="div" id={headingId}>
                {catalog}
              </ListSubheader>
            )}
            <List aria-labelledby={headingId} disablePadding={Boolean(catalog)}>
              {menus.map((menu) => (
                <MenuLink key={menu.key} menu={menu} current={active?.menu === menu.key} />
              ))}
            </List>
          </Box>
        );
      })}
    </Paper>
  );
});
