import Typography from '@mui/material/Typography';
import { ComingSoon } from '@src/common/ComingSoon';
import { useParams, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { ProjectTabs } from './ProjectTabs';
import { isProjectTab } from './projectTabs';

/** /projects/{projectName}/{tab}/…: the project header, its tabs and the tab's page. */
export const ProjectDetail = () => {
  const translate = useTranslate();
  const { projectName = '', tab } = useParams<{ projectName: string; tab: string }>();
  if (!isProjectTab(tab)) return <Navigate to="/notFound" replace />;
  return (
    <>
      <Typography variant="h5" component="h1">
        {projectName}
      </Typography>
      <ProjectTabs project={projectName} current={tab} />
      <ComingSoon title={translate(`vela.project.tabs.${tab}`)} />
    </>
  );
};
