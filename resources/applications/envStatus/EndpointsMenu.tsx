import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import LinkIcon from '@mui/icons-material/Link';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Popover from '@mui/material/Popover';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { VelaDataProvider } from '@dataProvider/index';
import { useApplication } from '../shared/useApplication';
import { ExternalLink } from '@src/common/ExternalLink';
import { ERROR_SHOWN_BY_PAGE, ErrorState } from '@src/common/kit';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { endpointAddress } from './envStatusRules';
import { envStatusKey, useDeployedApp } from './useEnvStatus';
import type { StatusSelection } from './useStatusSelection';

const EndpointList = ({ env, selection }: { env: string; selection: StatusSelection }) => {
  const translate = useTranslate();
  const { app } = useApplication();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const where = useDeployedApp(env, selection.target);
  const { data, error, isPending, isFetching, refetch } = useQuery({
    queryKey: envStatusKey(app.name, env, 'endpoints', where),
    queryFn: () => (where ? dataProvider.serviceEndpoints(where, ERROR_SHOWN_BY_PAGE) : []),
    enabled: where !== undefined,
    retry: false,
  });
  if (error) return <ErrorState compact error={error} onRetry={() => void refetch()} retrying={isFetching} />;
  if (isPending) {
    return (
      <Skeleton
        variant="rectangular"
        height={64}
        aria-label={translate('resources.appEnvStatus.endpoints.loading')}
      />
    );
  }
  const endpoints = data.filter((item) => !selection.component || item.component === selection.component);
  if (endpoints.length === 0) {
    return <Typography sx={{ p: 2 }}>{translate('resources.appEnvStatus.endpoints.none')}</Typography>;
  }
  return (
    <List dense>
      {endpoints.map((item) => {
        const address = endpointAddress(item);
        return (
          <ListItem key={`${item.cluster ?? ''}/${item.component ?? ''}/${address}`} sx={{ gap: 1 }}>
            <ExternalLink address={address} />
            {item.endpoint.inner ? (
              <Chip size="small" label={translate('resources.appEnvStatus.endpoints.inner')} />
            ) : null}
          </ListItem>
        );
      })}
    </List>
  );
};

/** Service Endpoint: the addresses the application answers on; only http(s) ones are links. */
export const EndpointsMenu = ({ env, selection }: { env: string; selection: StatusSelection }) => {
  const translate = useTranslate();
  const listId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        size="small"
        startIcon={<LinkIcon />}
        endIcon={<ArrowDropDownIcon />}
        aria-expanded={anchor !== null}
        aria-controls={anchor ? listId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('resources.appEnvStatus.action.endpoints')}
      </Button>
      <Popover
        id={listId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        slotProps={{ paper: { sx: { minWidth: 320, maxWidth: 560 } } }}
      >
        <EndpointList env={env} selection={selection} />
      </Popover>
    </>
  );
};
