import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LinkBase, useCanAccess, useTranslate } from 'react-admin';
import { PROJECT_TABS } from './projectTabs';
import type { ProjectTab } from './projectTabs';

/** Roles and members are shown only to those who may list them in this project. */
export const ProjectTabs = ({ project, current }: { project: string; current: ProjectTab }) => {
  const translate = useTranslate();
  const roles = useCanAccess({ action: 'list', resource: `project:${project}/role:*` });
  const members = useCanAccess({ action: 'list', resource: `project:${project}/projectUser:*` });
  const hidden: ProjectTab[] = [
    ...(roles.canAccess ? [] : ['roles' as const]),
    ...(members.canAccess ? [] : ['members' as const]),
  ];
  const visible = PROJECT_TABS.filter((tab) => !hidden.includes(tab));
  return (
    <Tabs value={visible.includes(current) ? current : false} sx={{ mb: 2 }}>
      {visible.map((tab) => (
        <Tab
          key={tab}
          value={tab}
          label={translate(`vela.project.tabs.${tab}`)}
          component={LinkBase}
          to={`/projects/${encodeURIComponent(project)}/${tab}`}
        />
      ))}
    </Tabs>
  );
};
