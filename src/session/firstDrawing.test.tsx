import { createAuthProvider, withPermissionResources } from '@authProvider/index';
import { clearSession, setTokens } from '@authProvider/session/session';
import type { Http } from '@dataProvider/httpClient';
import type { QueryClient } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  CoreAdminContext,
  CoreAdminUI,
  Resource,
  TestMemoryRouter,
  useAuthState,
  useCanAccess,
  useGetIdentity,
  usePermissions,
  type AuthProvider,
} from 'react-admin';
import { definitionsOf } from '../registry/resourceDefinitions';
import { ResourceDefinitionsProvider } from '../registry/ResourceDefinitionsProvider';
import { primeSession } from './primeSession';
import { createConsoleQueryClient } from './queryClient';

const userInfo = {
  name: 'alice',
  alias: 'Alice',
  platformPermissions: [],
  projectPermissions: {
    default: [{ name: 'app-management', resources: ['project:default/application:*/*'], actions: ['*'] }],
  },
};

function signedInAuth() {
  const asked: string[] = [];
  const http: Http = async (path) => {
    asked.push(path);
    return { status: 200, json: userInfo, headers: new Headers() };
  };
  const auth = withPermissionResources(createAuthProvider({ http }), (resource) =>
    resource === 'applications' ? 'project:?/application:*' : undefined,
  );
  return { auth, asked };
}

/** What `useDrawing` (react-admin's hooks, in words) gave at each drawing, the first one first. */
function renderDrawings(queryClient: QueryClient, authProvider: AuthProvider, useDrawing: () => string) {
  const drawings: string[] = [];
  const Probe = () => {
    const drawing = useDrawing();
    drawings.push(drawing);
    return <p>{drawing}</p>;
  };
  render(
    <CoreAdminContext authProvider={authProvider} queryClient={queryClient}>
      <Probe />
    </CoreAdminContext>,
  );
  return drawings;
}

/** The session and two access checks, or "pending" while any of them is. */
function useSessionHooks() {
  const auth = useAuthState();
  const permissions = usePermissions();
  const identity = useGetIdentity();
  const apps = useCanAccess({ action: 'list', resource: 'applications' });
  const users = useCanAccess({ action: 'list', resource: 'users' });
  if ([auth, permissions, identity, apps, users].some((answer) => answer.isPending)) return 'pending';
  return `${auth.authenticated} ${identity.identity?.fullName} apps:${apps.canAccess} users:${users.canAccess}`;
}

const renderSessionHooks = (queryClient: QueryClient, authProvider: AuthProvider) =>
  renderDrawings(queryClient, authProvider, useSessionHooks);

beforeEach(() => setTokens({ accessToken: 'a', refreshToken: 'r' }));
afterEach(() => clearSession());

describe("the console's first drawing, signed in", () => {
  it('already knows the session and the access of the checks it draws, once its session is primed', async () => {
    const { auth, asked } = signedInAuth();
    const queryClient = createConsoleQueryClient({ accessNow: auth.canAccessNow });
    await primeSession(queryClient, auth, auth.getPermissions({}));

    const drawings = renderSessionHooks(queryClient, auth);

    expect(await screen.findByText('true Alice apps:true users:false')).toBeInTheDocument();
    expect(drawings[0]).toBe('true Alice apps:true users:false');
    expect(asked).toEqual(['/api/v1/auth/user_info']);
  });

  it('waits for the answers as react-admin does without the priming', async () => {
    const { auth } = signedInAuth();

    const drawings = renderSessionHooks(createConsoleQueryClient({ accessNow: auth.canAccessNow }), auth);

    expect(await screen.findByText('true Alice apps:true users:false')).toBeInTheDocument();
    expect(drawings[0]).toBe('pending');
  });

  it('answers a check drawn in a record at once when it names its permission resource, not otherwise', async () => {
    const { auth } = signedInAuth();
    const queryClient = createConsoleQueryClient({ accessNow: auth.canAccessNow });
    await primeSession(queryClient, auth, auth.getPermissions({}));
    const record = { id: 'web', name: 'web' };
    const answer = ({ isPending, canAccess }: { isPending: boolean; canAccess?: boolean }) =>
      isPending ? 'pending' : String(canAccess);
    const drawings = renderDrawings(queryClient, auth, () => {
      const named = useCanAccess({ action: 'edit', resource: 'project:default/application:web', record });
      const mapped = useCanAccess({ action: 'edit', resource: 'applications', record });
      return `named:${answer(named)} mapped:${answer(mapped)}`;
    });

    expect(await screen.findByText('named:true mapped:true')).toBeInTheDocument();
    expect(drawings[0]).toBe('named:true mapped:pending');
  });

  it('leaves a session whose user_info could not be read to react-admin: nothing is primed', async () => {
    const { auth, asked } = signedInAuth();
    const queryClient = createConsoleQueryClient({ accessNow: auth.canAccessNow });
    const refused = Promise.reject(new Error('The token is expired(12002)'));
    await primeSession(queryClient, auth, refused);

    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(asked).toEqual([]);
  });

  // react-admin registers its resources after mounting and replaced its routes' state with an equal one
  // there, each drawing the layout again before any data (issue 35): patches/ keeps the state, the
  // console's provider the definitions.
  it('draws the layout once, not again as react-admin registers its resources', async () => {
    const { auth } = signedInAuth();
    const queryClient = createConsoleQueryClient({ accessNow: auth.canAccessNow });
    await primeSession(queryClient, auth, auth.getPermissions({}));
    const ApplicationList = () => <h1>Applications</h1>;
    const resources = [
      { name: 'applications', list: ApplicationList },
      { name: 'targets', list: ApplicationList },
    ];
    const layoutDrawings: string[] = [];
    const CountingLayout = ({ children }: { children: ReactNode }) => {
      layoutDrawings.push('layout');
      return <main>{children}</main>;
    };
    render(
      <TestMemoryRouter initialEntries={['/applications']}>
        <CoreAdminContext authProvider={auth} queryClient={queryClient}>
          <ResourceDefinitionsProvider definitions={definitionsOf(resources)}>
            <CoreAdminUI layout={CountingLayout} requireAuth>
              {resources.map((resource) => (
                <Resource key={resource.name} {...resource} />
              ))}
            </CoreAdminUI>
          </ResourceDefinitionsProvider>
        </CoreAdminContext>
      </TestMemoryRouter>,
    );

    expect(await screen.findByRole('heading', { name: 'Applications' })).toBeInTheDocument();
    await act(() => Promise.resolve());
    expect(layoutDrawings).toHaveLength(1);
  });
});
