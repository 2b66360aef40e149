import { ErrorState, ListSkeleton, PanelBoundary } from '@src/common/kit';
import type { useAddonRegistries } from '../useAddonQueries';
import { registryRow, type AddonRegistry } from './registryRows';
import { RegistryTable } from './RegistryTable';

type Registries = ReturnType<typeof useAddonRegistries>;

const RegistryRows = ({ registries }: { registries: Registries }) => {
  if (registries.error) {
    return (
      <ErrorState
        error={registries.error}
        onRetry={() => void registries.refetch()}
        retrying={registries.isFetching}
      />
    );
  }
  if (registries.isPending) return <ListSkeleton rows={3} />;
  return <RegistryTable rows={(registries.data as AddonRegistry[]).map(registryRow)} />;
};

/**
 * The registry manager's table in a panel of its own: a registry that cannot be drawn fails here with
 * Retry (which reads the registries again), while New and the experimental registry keep working.
 */
export const RegistryPanel = ({ registries }: { registries: Registries }) => (
  <PanelBoundary
    name="resources.addons.registry.panel"
    onRetry={() => void registries.refetch()}
    resetKey={registries.data}
  >
    <RegistryRows registries={registries} />
  </PanelBoundary>
);
