import { ProjectMembers } from '../members/ProjectMembers';
import { ProjectRoles } from '../roles/ProjectRoles';
import { AccessDeniedPage } from '@src/pages/AccessDenied/AccessDeniedPage';
import type { ReactNode } from 'react';
import { useCanAccess } from 'react-admin';
import type { Project } from '../shared/project';
import { ProjectApplications } from './ProjectApplications';
import { ProjectPipelines } from './ProjectPipelines';
import { ProjectDetailSkeleton } from './ProjectDetailSkeleton';
import type { ProjectTab } from './projectTabs';
import { ProjectSummary } from '../summary/ProjectSummary';

/** A tab that only those who may list its objects open, whatever address they type. */
const ListAccess = ({ resource, children }: { resource: string; children: ReactNode }) => {
  const { canAccess, isPending } = useCanAccess({ action: 'list', resource });
  if (isPending) return <ProjectDetailSkeleton />;
  return canAccess ? children : <AccessDeniedPage />;
};

interface ProjectTabContentProps {
  project: Project;
  tab: ProjectTab;
  /** The address below the tab: the selected role, or a pipeline's page. */
  subPath: string;
}

export const ProjectTabContent = ({ project, tab, subPath }: ProjectTabContentProps) => {
  const name = project.name;
  switch (tab) {
    case 'summary':
      return <ProjectSummary project={project} />;
    case 'applications':
      return <ProjectApplications project={name} />;
    case 'pipelines':
      return <ProjectPipelines project={name} subPath={subPath} />;
    case 'roles':
      return (
        <ListAccess resource={`project:${name}/role:*`}>
          <ProjectRoles project={name} selected={subPath} />
        </ListAccess>
      );
    case 'members':
      return (
        <ListAccess resource={`project:${name}/projectUser:*`}>
          <ProjectMembers project={name} />
        </ListAccess>
      );
  }
};
