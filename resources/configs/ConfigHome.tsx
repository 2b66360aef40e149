import { ResourceContextProvider } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { templatePath } from './config';
import { TemplatesState } from './TemplatesState';
import { useConfigTemplates } from './useConfigTemplates';

/** /configs: leads to the configs of the first template (the server sorts them by alias). */
export const ConfigHome = () => {
  const query = useConfigTemplates();
  const first = query.data?.[0];
  if (first) return <Navigate to={templatePath(first.name)} replace />;
  return (
    <ResourceContextProvider value="configs">
      <TemplatesState query={query} />
    </ResourceContextProvider>
  );
};
