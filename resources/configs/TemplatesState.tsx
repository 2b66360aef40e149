import { EmptyState, ErrorState, ListHeading, ListSkeleton } from '@src/common/kit';
import type { useConfigTemplates } from './useConfigTemplates';

type TemplatesQuery = ReturnType<typeof useConfigTemplates>;

/** The configs pages before there is a template to show: loading, failed, or none installed. */
export const TemplatesState = ({ query }: { query: TemplatesQuery }) => {
  const { error, isPending, isFetching, refetch } = query;
  return (
    <>
      <ListHeading title="vela.menu.configs" />
      {error ? (
        <ErrorState
          error={error}
          title="resources.configs.templatesLoadFailed"
          onRetry={() => void refetch()}
          retrying={isFetching}
        />
      ) : isPending ? (
        <ListSkeleton />
      ) : (
        <EmptyState text="resources.configs.noTemplates" />
      )}
    </>
  );
};
