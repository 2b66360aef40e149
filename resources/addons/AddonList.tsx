import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import {
  ErrorState,
  ExportCsvButton,
  ListHeading,
  ListSkeleton,
  PanelBoundary,
  useUrlDrawer,
  useUrlParams,
} from '@src/common/kit';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { addonColumns } from './addonColumns';
import { enabledFirst, popularTags, withTags } from './addonRules';
import { AddonCards } from './AddonCards';
import { AddonDetailDrawer } from './detail/AddonDetailDrawer';
import { useRefreshAddons } from './detail/useAddonDetail';
import { AddonSearchBar } from './AddonSearchBar';
import { AddonTabs } from './AddonTabs';
import { AddonTagFilter } from './AddonTagFilter';
import { RegistryDialog } from './registries/RegistryDialog';
import { useAddonListing, useAddonRegistries, useEnabledAddons } from './useAddonQueries';

/**
 * /addons and /addons/{addonName}: the addon cards with their registry, text and tag filters (kept in the
 * address), the registry manager (#registries), and the addon's drawer over the list.
 */
export const AddonList = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { addonName } = useParams<{ addonName: string }>();
  const [params, change] = useUrlParams();
  const { drawer, open, close } = useUrlDrawer();
  const registry = params.get('registry') ?? '';
  const query = params.get('query') ?? '';
  const chosenTags = params.getAll('tag');
  const listing = useAddonListing(registry, query);
  const { data: enabled = new Set<string>() } = useEnabledAddons();
  const registries = useAddonRegistries();
  const refreshAddons = useRefreshAddons();

  const addons = useMemo(() => listing.data?.addons ?? [], [listing.data]);
  const tags = useMemo(() => popularTags(addons), [addons]);
  // A tag in the address that is no longer offered (another registry, another search) filters nothing.
  const shown = enabledFirst(
    withTags(
      addons,
      chosenTags.filter((tag) => tags.includes(tag)),
    ),
    enabled,
  );
  const search = params.size > 0 ? `?${params.toString()}` : '';
  const addonPath = (name: string) => `/addons/${encodeURIComponent(name)}${search}`;
  const registriesButton = registries.canList ? (
    <Button variant="contained" size="small" onClick={() => open('registries')}>
      {translate('resources.addons.action.registries')}
    </Button>
  ) : null;

  return (
    <Box sx={{ p: 2 }}>
      <ListHeading subtitle="resources.addons.subtitle" />
      <AddonTabs current="addons" />
      <AddonSearchBar
        registries={(registries.data ?? []).map((item) => String(item.name))}
        registry={registry}
        query={query}
        onRegistry={(value) => change({ registry: value })}
        onQuery={(value) => change({ query: value })}
        actions={
          <>
            <ExportCsvButton
              columns={addonColumns(enabled)}
              data={shown.map((addon) => ({ ...addon, id: addon.name }))}
            />
            {registriesButton}
          </>
        }
      />
      <PanelBoundary name="resources.addons.search.tags">
        <AddonTagFilter tags={tags} chosen={chosenTags} onChange={(chosen) => change({ tag: chosen })} />
      </PanelBoundary>
      {listing.data?.message ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate('resources.addons.registryProblem', { message: listing.data.message })}
        </Alert>
      ) : null}
      {listing.error ? (
        <ErrorState
          error={listing.error}
          onRetry={() => void listing.refetch()}
          retrying={listing.isFetching}
        />
      ) : listing.isPending ? (
        <ListSkeleton rows={4} />
      ) : (
        <PanelBoundary
          name={translate('resources.addons.name', { smart_count: 2 })}
          onRetry={() => void listing.refetch()}
          resetKey={listing.data}
        >
          <AddonCards addons={shown} enabled={enabled} linkTo={addonPath} />
        </PanelBoundary>
      )}
      {addonName ? (
        <AddonDetailDrawer
          key={addonName}
          name={addonName}
          onClose={() => navigate({ pathname: '/addons', search })}
          addonPath={addonPath}
        />
      ) : null}
      {registries.canList ? (
        <RegistryDialog
          open={drawer === 'registries'}
          onClose={() => {
            close();
            refreshAddons();
          }}
          registries={registries}
        />
      ) : null}
    </Box>
  );
};
