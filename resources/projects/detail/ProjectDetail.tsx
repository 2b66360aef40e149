import Typography from '@mui/material/Typography';
import { displayName } from '@dataProvider/displayName';
import { ERROR_SHOWN_BY_PAGE, ErrorState, PanelBoundary } from '@src/common/kit';
import { useQueryClient } from '@tanstack/react-query';
import { AccessDeniedPage } from '@src/pages/AccessDenied/AccessDeniedPage';
import { loadFailure } from '@src/pages/NotFound/loadFailure';
import { ObjectNotFound } from '@src/pages/NotFound/ObjectNotFound';
import { useGetOne, useParams } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { Project } from '../shared/project';
import { ProjectDetailSkeleton } from './ProjectDetailSkeleton';
import { ProjectTabContent } from './ProjectTabContent';
import { ProjectTabs } from './ProjectTabs';
import { isProjectTab, tabTakesSubPath } from './projectTabs';

const ProjectLoadFailure = ({ name, error, retry }: { name: string; error: unknown; retry: () => void }) => {
  switch (loadFailure(error)) {
    case 'notFound':
      return (
        <ObjectNotFound
          kind="vela.glossary.project"
          name={name}
          backTo="/projects"
          backLabel="vela.menu.projects"
        />
      );
    case 'forbidden':
      return <AccessDeniedPage />;
    default:
      return <ErrorState error={error} onRetry={retry} />;
  }
};

/**
 * /projects/{projectName}/{tab}/…: the project (GET /projects/{name}), its tabs and the tab's page. Only
 * the roles tab (the selected role) and the pipelines tab (its studio and runs) have pages below them.
 */
export const ProjectDetail = () => {
  const {
    projectName = '',
    tab,
    '*': subPath = '',
  } = useParams<{
    projectName: string;
    tab: string;
    '*': string;
  }>();
  const knownTab = isProjectTab(tab) && (!subPath || tabTakesSubPath(tab));
  // A missing project is an answer, not a hiccup: no automatic retries before saying so.
  const {
    data: project,
    error,
    isPending,
    refetch,
  } = useGetOne<Project>(
    'projects',
    { id: projectName, meta: ERROR_SHOWN_BY_PAGE },
    { enabled: knownTab, retry: false },
  );
  const queryClient = useQueryClient();
  // Retry drops the project's answers, so the panel draws a new one, not the one it could not draw.
  const reset = () => void queryClient.resetQueries({ queryKey: ['projects'] });
  if (!knownTab) return <Navigate to="/notFound" replace />;
  if (error) return <ProjectLoadFailure name={projectName} error={error} retry={() => void refetch()} />;
  if (isPending) return <ProjectDetailSkeleton />;
  return (
    <>
      <Typography variant="h5" component="h1">
        {displayName(project)}
      </Typography>
      <PanelBoundary name="resources.projects.panel.tabs">
        <ProjectTabs project={project.name} current={tab} />
      </PanelBoundary>
      <PanelBoundary name="resources.projects.panel.tab" onRetry={reset} resetKey={`${tab}/${subPath}`}>
        <ProjectTabContent project={project} tab={tab} subPath={subPath} />
      </PanelBoundary>
    </>
  );
};
