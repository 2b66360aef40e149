import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { VelaDataProvider } from '@dataProvider/index';
import { LinkBase, useDataProvider, useTranslate } from 'react-admin';

/** The enabled addons that deploy to runtime clusters: a newly joined cluster gets them after an upgrade. */
function useAddonsToUpgrade(): string[] {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const { data = [] } = useQuery({
    queryKey: ['clusters', 'addonsToUpgrade'],
    queryFn: async () => {
      const [enabled, runtime] = await Promise.all([
        dataProvider.listEnabledAddonNames(),
        dataProvider.listRuntimeClusterAddonNames(),
      ]);
      return enabled.filter((name) => runtime.includes(name));
    },
    staleTime: 0,
  });
  return data;
}

/** After a cluster is joined: which addons to upgrade so they reach it, with a link to each. */
export const ConnectedAddonNotice = ({ onClose }: { onClose: () => void }) => {
  const translate = useTranslate();
  const addons = useAddonsToUpgrade();
  if (addons.length === 0) return null;
  return (
    <Alert
      severity="info"
      onClose={onClose}
      slotProps={{ closeButton: { 'aria-label': translate('resources.clusters.addonNotice.close') } }}
      sx={{ mb: 2 }}
    >
      <AlertTitle>{translate('resources.clusters.addonNotice.title')}</AlertTitle>
      {translate('resources.clusters.addonNotice.text')}
      <Stack component="ul" direction="row" spacing={2} sx={{ m: 0, mt: 1, pl: 0, listStyle: 'none' }}>
        {addons.map((name) => (
          <li key={name}>
            <Link component={LinkBase} to={`/addons/${encodeURIComponent(name)}`}>
              {name}
            </Link>
          </li>
        ))}
      </Stack>
    </Alert>
  );
};
