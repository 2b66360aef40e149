import FolderIcon from '@mui/icons-material/Folder';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import type { MessageTree } from '@src/i18n/messageTree';
import type { Feature } from '@src/registry/feature';
import { featureMessages } from '@src/registry/messages';
import { listedRecords } from '@src/registry/palette';
import { lazyNamed } from '@src/routing/lazyNamed';
import { listAtRoot } from '@src/routing/listAtRoot';
import { under } from '@src/routing/under';
import { projectRoutes } from './routes';

const ProjectList = lazyNamed(() => import('./list/ProjectList'), 'ProjectList');

export const projectsFeature: Feature = {
  name: 'projects',
  resource: {
    name: 'projects',
    list: listAtRoot(ProjectList),
    icon: FolderSharedIcon,
    recordRepresentation: 'name',
  },
  routes: projectRoutes,
  menus: [
    {
      key: 'projects',
      workspace: 'continuous-delivery',
      position: 40,
      labelKey: 'vela.menu.projects',
      to: '/projects',
      icon: FolderIcon,
      matches: under('/projects'),
    },
    {
      key: 'platformProjects',
      workspace: 'admin',
      position: 30,
      labelKey: 'vela.menu.platformProjects',
      to: '/platform/projects',
      icon: FolderSharedIcon,
      access: { action: 'list', resource: 'project:*' },
      matches: under('/platform/projects'),
    },
  ],
  // Nested project resources: react-admin's check carries no parent, so any of the user's projects counts.
  permissions: {
    projects: 'project:{name}',
    projectRoles: 'project:?/role:*',
    projectUsers: 'project:?/projectUser:*',
    projectPermissions: 'project:?/permission:*',
    projectTargets: 'project:?',
  },
  palette: [
    {
      // Every project, for who may list them all (others find their own ones in user_info).
      name: 'projects',
      position: 20,
      access: 'project:*',
      load: listedRecords('projects'),
      page: ({ name }) => ({ to: `/projects/${encodeURIComponent(name)}/summary` }),
    },
  ],
  messages: featureMessages(
    'projects',
    import.meta.glob<MessageTree>(['./messages.ts', './*/*.messages.ts'], { eager: true, import: 'en' }),
    import.meta.glob<MessageTree>(['./messages.zh.ts', './*/*.messages.zh.ts'], { import: 'zh' }),
  ),
};
