import { useMemo } from 'react';
import { AdminContext, AdminUI, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import type { ConsoleProps } from './ConsoleProps';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { ErrorPage } from './layout/ErrorPage';
import { AccessDeniedPage } from './pages/AccessDenied/AccessDeniedPage';
import { AuthenticationErrorPage } from './pages/AuthenticationError/AuthenticationErrorPage';
import { AdminLoginPage } from './pages/Login/AdminLoginPage';
import { ToNotFound } from './pages/NotFound/ToNotFound';
import { ConsoleFeatures } from './registry/ConsoleFeatures';
import { definitionsOf } from './registry/resourceDefinitions';
import { ResourceDefinitionsProvider } from './registry/ResourceDefinitionsProvider';
import { publicRoutes, shellRoutes } from './routing/shellRoutes';
import { toRoute } from './routing/toRoute';
import { ShellNotifications } from './session/ShellNotifications';
import { darkTheme, lightTheme, useMotionThemes } from './theme';

// Navigations are not transitions: react-admin's logout updates state and redirects together, and a
// redirect rendered as a transition can be interrupted by those updates over and over.
export const App = ({ features, contributions, ...providers }: ConsoleProps) => {
  const themes = useMotionThemes(lightTheme, darkTheme);
  const resources = useMemo(
    () => features.flatMap(({ resource }) => (resource ? [resource] : [])),
    [features],
  );
  const definitions = useMemo(() => definitionsOf(resources), [resources]);
  return (
    <BrowserRouter useTransitions={false}>
      <ConsoleFeatures features={features} contributions={contributions}>
        <AdminContext {...providers} theme={themes.lightTheme} darkTheme={themes.darkTheme}>
          <ResourceDefinitionsProvider definitions={definitions}>
            <AdminUI
              disableTelemetry
              requireAuth
              title="KubeVela"
              layout={ConsoleLayout}
              loginPage={AdminLoginPage}
              catchAll={ToNotFound}
              accessDenied={AccessDeniedPage}
              authenticationError={AuthenticationErrorPage}
              error={ErrorPage}
              notification={ShellNotifications}
            >
              {resources.map((resource) => (
                <Resource key={resource.name} {...resource} />
              ))}
              <CustomRoutes noLayout>{publicRoutes.map(toRoute)}</CustomRoutes>
              <CustomRoutes>
                {[...shellRoutes, ...features.flatMap(({ routes = [] }) => routes)].map(toRoute)}
              </CustomRoutes>
            </AdminUI>
          </ResourceDefinitionsProvider>
        </AdminContext>
      </ConsoleFeatures>
    </BrowserRouter>
  );
};
