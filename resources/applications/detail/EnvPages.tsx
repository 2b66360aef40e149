import { useAppBindings } from '../shared/useAppBindings';
import { ErrorState, ListSkeleton } from '@src/common/kit';
import { ObjectNotFound } from '@src/pages/NotFound/ObjectNotFound';
import { useParams } from 'react-admin';
import { appPagePath } from '../shared/appPages';
import { EnvBindingPages } from './EnvBindingPages';
import { useApplication } from '../shared/useApplication';

/** The pages of one bound environment; an environment the application is not bound to is not found. */
export const EnvPages = () => {
  const { envName = '' } = useParams<{ envName: string }>();
  const { app } = useApplication();
  const { data: bindings, error, isPending, refetch } = useAppBindings(app.name);
  if (error) return <ErrorState error={error} onRetry={() => void refetch()} />;
  if (isPending) return <ListSkeleton />;
  if (!bindings.some((binding) => binding.name === envName)) {
    return (
      <ObjectNotFound
        kind="vela.glossary.environment"
        name={envName}
        backTo={appPagePath(app.name, 'envbinding')}
        backLabel="resources.appDetail.page.envbinding"
      />
    );
  }
  return <EnvBindingPages />;
};
