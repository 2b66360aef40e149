import { ProjectConfigsCard } from '../configs/ProjectConfigsCard';
import { ProjectDistributionsCard } from '../distributions/ProjectDistributionsCard';
import { ProjectTargetsCard } from '../targets/ProjectTargetsCard';
import { EditForm, FormDrawer, PanelBoundary, useUrlDrawer, WIDE_DRAWER_WIDTH } from '@src/common/kit';
import { useQueryClient } from '@tanstack/react-query';
import { CanAccess } from 'react-admin';
import type { Project } from '../shared/project';
import { ProjectInputs } from '../shared/ProjectInputs';
import { GeneralCard } from './GeneralCard';

/**
 * The summary tab: the project's general card, its targets, its configs (for those who may list them)
 * and its config distributions (for those who may distribute them). The open drawer is in the hash, and
 * opens only for those who may use it.
 */
export const ProjectSummary = ({ project }: { project: Project }) => {
  const { drawer, id, open, close } = useUrlDrawer();
  const name = project.name;
  const queryClient = useQueryClient();
  return (
    <>
      <PanelBoundary
        name="resources.projects.summary.general"
        onRetry={() => void queryClient.resetQueries({ queryKey: ['projects'] })}
      >
        <GeneralCard project={project} onEdit={() => open('edit')} />
      </PanelBoundary>
      <ProjectTargetsCard project={name} />
      <CanAccess action="list" resource={`project:${name}/config:*`}>
        <ProjectConfigsCard
          project={name}
          distributing={drawer === 'distribute' ? id : undefined}
          onDistribute={(config) => open('distribute', config)}
          onClose={close}
        />
      </CanAccess>
      <CanAccess action="distribute" resource={`project:${name}/config:*`}>
        <ProjectDistributionsCard project={name} />
      </CanAccess>
      <CanAccess action="update" resource={`project:${name}`}>
        <FormDrawer
          width={WIDE_DRAWER_WIDTH}
          open={drawer === 'edit'}
          onClose={close}
          title="resources.projects.action.editTitle"
        >
          <EditForm resource="projects" id={name} successMessage="resources.projects.notification.updated">
            <ProjectInputs editing />
          </EditForm>
        </FormDrawer>
      </CanAccess>
    </>
  );
};
