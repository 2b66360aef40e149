import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { LinkBase, useTranslate } from 'react-admin';
import { pipelinesPath, studioPath } from './pipelinePaths';

/** The project's pipelines, the pipeline (its studio) and the page shown: the studio or a run. */
export const PipelineCrumbs = ({
  project,
  pipeline,
  label,
  current,
}: {
  project: string;
  pipeline: string;
  /** The pipeline's alias, else its name. */
  label: string;
  /** What this page is, as the user reads it. */
  current: string;
}) => {
  const translate = useTranslate();
  return (
    <Breadcrumbs aria-label={translate('resources.pipelineStudio.crumbs.label')}>
      <Link component={LinkBase} to={pipelinesPath(project)}>
        {translate('resources.pipelineStudio.crumbs.pipelines')}
      </Link>
      <Link component={LinkBase} to={studioPath(project, pipeline)}>
        {label}
      </Link>
      <Typography color="text.primary" aria-current="page" sx={{ wordBreak: 'break-all' }}>
        {current}
      </Typography>
    </Breadcrumbs>
  );
};
