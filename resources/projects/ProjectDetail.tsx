import Typography from '@mui/material/Typography';
import { ComingSoon } from '@src/common/ComingSoon';
import { displayName } from '@src/common/displayName';
import { ERROR_SHOWN_BY_PAGE, ErrorState } from '@src/common/kit';
import { AccessDeniedPage } from '@src/pages/AccessDenied/AccessDeniedPage';
import { loadFailure } from '@src/pages/NotFound/loadFailure';
import { ObjectNotFound } from '@src/pages/NotFound/ObjectNotFound';
import type { components } from '@src/types/api';
import { useGetOne, useParams, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { ProjectDetailSkeleton } from './ProjectDetailSkeleton';
import { ProjectTabs } from './ProjectTabs';
import { isProjectTab } from './projectTabs';

type Project = components['schemas']['v1.ProjectBase'] & { id: string };

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

/** /projects/{projectName}/{tab}/…: the project (GET /projects/{name}), its tabs and the tab's page. */
export const ProjectDetail = () => {
  const translate = useTranslate();
  const { projectName = '', tab } = useParams<{ projectName: string; tab: string }>();
  const knownTab = isProjectTab(tab);
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
  if (!knownTab) return <Navigate to="/notFound" replace />;
  if (error) return <ProjectLoadFailure name={projectName} error={error} retry={() => void refetch()} />;
  if (isPending) return <ProjectDetailSkeleton />;
  return (
    <>
      <Typography variant="h5" component="h1">
        {displayName(project)}
      </Typography>
      <ProjectTabs project={project.name} current={tab} />
      <ComingSoon title={translate(`vela.project.tabs.${tab}`)} />
    </>
  );
};
