import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { ERROR_SHOWN_BY_PAGE, ErrorState } from '@src/common/kit';
import { LinkBase, ResourceContextProvider, useGetOne, useParams, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import type { DefinitionDetail } from './definition';
import { isDefinitionType } from './definitionTypes';
import type { DefinitionType } from './definitionTypes';
import { UiSchemaEditor } from './UiSchemaEditor';

const UiSchemaOf = ({ type, name }: { type: DefinitionType; name: string }) => {
  const { data, isPending, isFetching, error, refetch } = useGetOne<DefinitionDetail>(
    'definitions',
    { id: name, meta: { type, ...ERROR_SHOWN_BY_PAGE } },
    // Nothing cached between visits: the editor starts from the UI schema the server has now.
    { retry: false, gcTime: 0 },
  );
  if (isPending) return <LinearProgress />;
  if (error || !data) {
    return (
      <ErrorState
        error={error}
        title="resources.definitions.uiSchema.loadFailed"
        onRetry={() => refetch()}
        retrying={isFetching}
      />
    );
  }
  return <UiSchemaEditor key={`${type}/${name}`} type={type} name={name} uiSchema={data.uiSchema ?? []} />;
};

/** /definitions/{definitionType}/{definitionName}/ui-schema: the UI schema editor of one definition. */
export const DefinitionUiSchema = () => {
  const translate = useTranslate();
  const { definitionType, definitionName } = useParams<{ definitionType: string; definitionName: string }>();
  if (!isDefinitionType(definitionType) || !definitionName) return <Navigate to="/notFound" replace />;
  return (
    <ResourceContextProvider value="definitions">
      <Button
        component={LinkBase}
        to={`/definitions/${definitionType}/config`}
        startIcon={<ArrowBackIcon />}
        size="small"
        sx={{ mb: 1 }}
      >
        {translate('resources.definitions.action.backToList')}
      </Button>
      <UiSchemaOf type={definitionType} name={definitionName} />
    </ResourceContextProvider>
  );
};
