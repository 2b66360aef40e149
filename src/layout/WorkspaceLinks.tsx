import Button from '@mui/material/Button';
import { LinkBase, useTranslate } from 'react-admin';
import { pageMenus } from './navigation/navigation';
import type { Navigation } from './navigation/useNavigation';

/** One link per visible workspace, to its first menu the user may open; the current one stands out. */
export const WorkspaceLinks = ({ workspaces, active }: Navigation) => {
  const translate = useTranslate();
  return (
    <nav aria-label={translate('vela.topBar.workspaces')}>
      {workspaces.map((workspace) => {
        const { name, label, labelKey, icon: Icon } = workspace;
        const current = active?.workspace === name;
        return (
          <Button
            key={name}
            component={LinkBase}
            to={pageMenus(workspace)[0].to}
            color="inherit"
            startIcon={<Icon />}
            aria-current={current ? 'page' : undefined}
            sx={{
              mx: 0.5,
              whiteSpace: 'nowrap',
              opacity: current ? 1 : 0.7,
              borderBottom: 2,
              borderColor: current ? 'currentColor' : 'transparent',
              borderRadius: 0,
            }}
          >
            {label ?? translate(labelKey)}
          </Button>
        );
      })}
    </nav>
  );
};
