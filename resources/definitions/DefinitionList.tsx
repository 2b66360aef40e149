import { ERROR_SHOWN_BY_PAGE, ErrorState, ListHeading, PanelBoundary } from '@src/common/kit';
import { ResourceContextProvider, useGetList, useParams, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { Definition } from './definition';
import { DefinitionTable } from './DefinitionTable';
import { DefinitionTypeTabs } from './DefinitionTypeTabs';
import { isDefinitionType } from './definitionTypes';
import type { DefinitionType } from './definitionTypes';

// The API answers with every definition of a type at once; search and paging happen on the client.
const WHOLE_LIST = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

const DefinitionsOfType = ({ type }: { type: DefinitionType }) => {
  const translate = useTranslate();
  // Hidden definitions are listed too (queryAll), so they can be enabled again.
  const { data, isPending, isFetching, error, refetch } = useGetList<Definition>(
    'definitions',
    { filter: { type, queryAll: true }, pagination: WHOLE_LIST, meta: ERROR_SHOWN_BY_PAGE },
    // The page shows a failure with a Retry: fail once, and let the user retry.
    { retry: false },
  );
  return (
    <>
      <DefinitionTypeTabs current={type} />
      {error ? (
        <ErrorState
          error={error}
          title="resources.definitions.loadFailed"
          onRetry={() => refetch()}
          retrying={isFetching}
        />
      ) : (
        <PanelBoundary
          name={translate('resources.definitions.name', { smart_count: 2 })}
          onRetry={() => void refetch()}
          resetKey={data}
        >
          <DefinitionTable
            key={type}
            type={type}
            definitions={data ?? []}
            isPending={isPending}
            onStatusChanged={() => refetch()}
          />
        </PanelBoundary>
      )}
    </>
  );
};

/** /definitions/{definitionType}/config: the definitions of one kind. */
export const DefinitionList = () => {
  const { definitionType } = useParams<{ definitionType: string }>();
  if (!isDefinitionType(definitionType)) return <Navigate to="/notFound" replace />;
  return (
    <ResourceContextProvider value="definitions">
      <ListHeading />
      <DefinitionsOfType type={definitionType} />
    </ResourceContextProvider>
  );
};
