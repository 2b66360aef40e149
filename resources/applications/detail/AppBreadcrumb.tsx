import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { displayName } from '@dataProvider/displayName';
import { LinkBase, useTranslate } from 'react-admin';
import { appPagePath, type AppLocation } from '../shared/appPages';
import { useApplication } from '../shared/useApplication';

/** Project (its summary), application (its configuration), and the page shown. */
export const AppBreadcrumb = ({ location }: { location: AppLocation }) => {
  const translate = useTranslate();
  const { app } = useApplication();
  const pageKey = location.envPage ?? location.page;
  return (
    <Breadcrumbs aria-label={translate('resources.appDetail.breadcrumb')}>
      <Link component={LinkBase} to={`/projects/${encodeURIComponent(app.project.name)}/summary`}>
        {displayName(app.project)}
      </Link>
      <Link component={LinkBase} to={appPagePath(app.name, 'config')}>
        {displayName(app)}
      </Link>
      {location.env && <Typography color="text.primary">{location.env}</Typography>}
      {pageKey && (
        <Typography color="text.primary" aria-current="page">
          {translate(`resources.appDetail.page.${pageKey}`)}
        </Typography>
      )}
    </Breadcrumbs>
  );
};
