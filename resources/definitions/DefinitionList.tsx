import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { ResourceHeading } from '@src/common/ResourceHeading';
import { ResourceContextProvider, useCanAccess, useGetList, useParams, useTranslate } from 'react-admin';
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
  const { data, isPending, error, refetch } = useGetList<Definition>(
    'definitions',
    { filter: { type, queryAll: true }, pagination: WHOLE_LIST },
    // Each failed attempt is toasted by the API error toaster: fail once, and let the user retry.
    { retry: false },
  );
  return (
    <>
      <DefinitionTypeTabs current={type} />
      {error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => refetch()}>
              {translate('resources.definitions.action.retry')}
            </Button>
          }
        >
          {translate('resources.definitions.loadFailed')}
        </Alert>
      ) : (
        <DefinitionTable
          key={type}
          type={type}
          definitions={data ?? []}
          isPending={isPending}
          onStatusChanged={() => refetch()}
        />
      )}
    </>
  );
};

/** Like react-admin's lists: nothing until `definition:*` list is granted; access-denied otherwise. */
const GuardedDefinitions = ({ type }: { type: DefinitionType }) => {
  const { isPending, canAccess } = useCanAccess({ action: 'list', resource: 'definitions' });
  if (isPending) return null;
  if (!canAccess) return <Navigate to="/access-denied" replace />;
  return <DefinitionsOfType type={type} />;
};

/** /definitions/{definitionType}/config: the definitions of one kind. */
export const DefinitionList = () => {
  const { definitionType } = useParams<{ definitionType: string }>();
  if (!isDefinitionType(definitionType)) return <Navigate to="/notFound" replace />;
  return (
    <ResourceContextProvider value="definitions">
      <ResourceHeading />
      <GuardedDefinitions type={definitionType} />
    </ResourceContextProvider>
  );
};
