import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import { useLayoutEffect, useRef } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { appPagePath, ENV_PAGES, type AppLocation, type AppPage } from '../shared/appPages';
import { useApplication } from '../shared/useApplication';

/** Revisions and workflows are tabs of the configuration page. */
const CONFIG_TABS = new Set<AppPage | undefined>(['config', 'revisions', 'workflows']);
const MENU_PAGES: AppPage[] = ['config', 'envbinding'];

/**
 * Below `md` the menu sits above the page: stacked, its seven items pushed an environment's page out
 * of a phone's first screen, so they line up in one row that scrolls sideways inside the menu.
 */
const ONE_ROW = {
  alignSelf: 'stretch',
  display: 'flex',
  overflowX: 'auto',
  '& .MuiList-root': { display: 'flex', py: 0 },
  '& .MuiListItem-root, & .MuiListSubheader-root': { width: 'auto', whiteSpace: 'nowrap' },
  '& .MuiListSubheader-root': { position: 'static', alignSelf: 'center', lineHeight: 'normal' },
};

/** The application's pages and, on an environment's page, that environment's pages. */
export const AppSideMenu = ({ location }: { location: AppLocation }) => {
  const translate = useTranslate();
  const { app } = useApplication();
  const { page, env, envPage } = location;
  const menu = useRef<HTMLElement>(null);
  // In one row, the current page's item is scrolled into the row's view (the page itself never moves).
  useLayoutEffect(() => {
    const row = menu.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    const [item, shown] = [current.getBoundingClientRect(), row.getBoundingClientRect()];
    row.scrollLeft += item.left - shown.left - (shown.width - item.width) / 2;
  }, [page, env, envPage]);
  return (
    <Paper
      ref={menu}
      variant="outlined"
      component="nav"
      aria-label={translate('resources.appDetail.sideMenu')}
      sx={(theme) => ({
        width: { md: 200 },
        flexShrink: 0,
        alignSelf: 'flex-start',
        [theme.breakpoints.down('md')]: ONE_ROW,
      })}
    >
      <List dense>
        {MENU_PAGES.map((item) => {
          const selected = !env && (item === page || (item === 'config' && CONFIG_TABS.has(page)));
          return (
            <ListItem key={item} disablePadding>
              <ListItemButton
                component={LinkBase}
                to={appPagePath(app.name, item)}
                selected={selected}
                aria-current={selected ? 'page' : undefined}
              >
                <ListItemText primary={translate(`resources.appDetail.page.${item}`)} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
      {env && (
        <List dense subheader={<ListSubheader>{env}</ListSubheader>}>
          {ENV_PAGES.map((item) => {
            const selected = item === envPage || (item === 'workflow' && envPage === 'record');
            return (
              <ListItem key={item} disablePadding>
                <ListItemButton
                  component={LinkBase}
                  to={appPagePath(app.name, 'envbinding', env, item)}
                  selected={selected}
                  aria-current={selected ? 'page' : undefined}
                >
                  <ListItemText primary={translate(`resources.appDetail.page.${item}`)} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
};
