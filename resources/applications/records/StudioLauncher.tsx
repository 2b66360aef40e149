import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import DesignServicesIcon from '@mui/icons-material/DesignServices';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { appResource } from '../shared/application';
import { type AppWorkflow, studioPath } from '../shared/appWorkflow';
import { useApplication } from '../shared/useApplication';
import { displayName } from '@dataProvider/displayName';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * Launch Workflow Studio: a link to the environment's workflow, a menu of them when it has several. Shown to
 * who may update workflows (`…/workflow:*`), disabled on a read-only application.
 */
export const StudioLauncher = ({ env, workflows }: { env: string; workflows: AppWorkflow[] }) => {
  const translate = useTranslate();
  const { app, project, readOnly } = useApplication();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { canAccess } = useCanAccess({
    action: 'update',
    resource: appResource(project, app.name, 'workflow:*'),
  });
  if (!canAccess || workflows.length === 0) return null;
  const label = translate('resources.appWorkflowRecords.action.studio');
  if (workflows.length === 1) {
    return (
      <Button
        component={Link}
        to={studioPath(app.name, env, workflows[0].name)}
        startIcon={<DesignServicesIcon />}
        disabled={readOnly}
      >
        {label}
      </Button>
    );
  }
  return (
    <>
      <Button
        startIcon={<DesignServicesIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        disabled={readOnly}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {workflows.map((workflow) => (
          <MenuItem
            key={workflow.name}
            component={Link}
            to={studioPath(app.name, env, workflow.name)}
            onClick={() => setAnchor(null)}
          >
            {displayName(workflow)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
