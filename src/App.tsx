import addons from '@resources/addons';
import applications from '@resources/applications';
import clusters from '@resources/clusters';
import { configRoutes } from '@resources/configs';
import { definitionRoutes } from '@resources/definitions';
import envs from '@resources/envs';
import pipelines from '@resources/pipelines';
import { pluginRoutes } from '@resources/plugins';
import projects, { projectRoutes } from '@resources/projects';
import '@resources/targets';
import users from '@resources/users';
import { declarations } from '@resources/declarations';
import { declaredResource } from './common/kit/declared/declaredResource';
import { Admin, CustomRoutes, Resource } from 'react-admin';
import { BrowserRouter } from 'react-router-dom';
import type { ConsoleProps } from './ConsoleProps';
import { ConsoleLayout } from './layout/ConsoleLayout';
import { ErrorPage } from './layout/ErrorPage';
import { AccessDeniedPage } from './pages/AccessDenied/AccessDeniedPage';
import { AuthenticationErrorPage } from './pages/AuthenticationError/AuthenticationErrorPage';
import { AdminLoginPage } from './pages/Login/AdminLoginPage';
import { ToNotFound } from './pages/NotFound/ToNotFound';
import { publicRoutes, shellRoutes } from './routing/shellRoutes';
import { toRoute } from './routing/toRoute';
import { ShellNotifications } from './session/ShellNotifications';
import { darkTheme, lightTheme } from './theme';

// Navigations are not transitions: react-admin's logout updates state and redirects together, and a
// redirect rendered as a transition can be interrupted by those updates over and over.
export const App = (providers: ConsoleProps) => (
  <BrowserRouter useTransitions={false}>
    <Admin
      {...providers}
      disableTelemetry
      requireAuth
      title="KubeVela"
      theme={lightTheme}
      darkTheme={darkTheme}
      layout={ConsoleLayout}
      loginPage={AdminLoginPage}
      catchAll={ToNotFound}
      accessDenied={AccessDeniedPage}
      authenticationError={AuthenticationErrorPage}
      error={ErrorPage}
      notification={ShellNotifications}
    >
      <Resource name="applications" {...applications} />
      <Resource name="pipelines" {...pipelines} />
      <Resource name="envs" {...envs} />
      <Resource name="projects" {...projects} />
      <Resource name="addons" {...addons} />
      <Resource name="clusters" {...clusters} />
      <Resource name="users" {...users} />
      {declarations.map((declaration) => (
        <Resource key={declaration.name} name={declaration.name} {...declaredResource(declaration)} />
      ))}
      <CustomRoutes noLayout>{publicRoutes.map(toRoute)}</CustomRoutes>
      <CustomRoutes>
        {[...shellRoutes, ...projectRoutes, ...definitionRoutes, ...configRoutes, ...pluginRoutes].map(
          toRoute,
        )}
      </CustomRoutes>
    </Admin>
  </BrowserRouter>
);
