/**
 * Test support: the demo platform's applications as the application list's tests read them, with the
 * few records they add made through the sandbox's API. alice (App Developer) and bob (Project Viewer)
 * are the demo's members of `default`; grace is Project Admin of team-shop and Project Viewer of team-data.
 */
import type { TestSandbox } from '@src/test/sandboxFetch';
import { SOURCE_OF_TRUTH_LABEL } from '../shared/application';

const appUrl = (name: string) => `/api/v1/applications/${name}`;

/** An application of `default` deployed nowhere yet, with one webservice component. */
export const createApp = (sandbox: TestSandbox, name: string, fields: object = {}) =>
  sandbox.request('POST', '/api/v1/applications?project=default', {
    name,
    project: 'default',
    envBinding: [{ name: 'default' }],
    component: { name, componentType: 'webservice', properties: JSON.stringify({ image: 'nginx:1.25' }) },
    ...fields,
  });

/**
 * hello-world ("Hello World") with the visible labels team=shop and tier=web beside the labels the
 * console hides, and synced-cart ("Cart", team=cart), synced from a cluster: read-only in the console.
 */
export async function seedAppList(sandbox: TestSandbox): Promise<void> {
  const hello = await sandbox.request<{ alias: string; description: string; labels: object }>(
    'GET',
    appUrl('hello-world'),
  );
  await sandbox.request('PUT', appUrl('hello-world'), {
    alias: hello.alias,
    description: hello.description,
    icon: '',
    labels: { ...hello.labels, team: 'shop', tier: 'web', 'ux.oam.dev/owner': 'x' },
    annotations: {},
  });
  await createApp(sandbox, 'synced-cart', {
    alias: 'Cart',
    labels: { [SOURCE_OF_TRUTH_LABEL]: 'from-k8s-resource', team: 'cart' },
  });
}

const webservice = '/api/v1/definitions/webservice';

/**
 * webservice's form cut down to one required text field, Image, as an administrator may customise
 * its UI schema: every other property is switched off (`disable`), so the form draws and sends none.
 */
export async function imageOnlyWebservice(sandbox: TestSandbox): Promise<void> {
  const { uiSchema } = await sandbox.request<{ uiSchema: { jsonKey: string }[] }>(
    'GET',
    `${webservice}?type=component`,
  );
  const image = { jsonKey: 'image', uiType: 'Input', label: 'Image', sort: 1, validate: { required: true } };
  await sandbox.request('PUT', `${webservice}/uischema`, {
    type: 'component',
    uiSchema: uiSchema.map(({ jsonKey }) => (jsonKey === 'image' ? image : { jsonKey, disable: true })),
  });
}

/** The application names the sandbox lists in `project`. */
export const storedNames = async (sandbox: TestSandbox, project: string) =>
  (
    await sandbox.request<{ applications: { name: string }[] }>(
      'GET',
      `/api/v1/applications?project=${project}`,
    )
  ).applications.map((app) => app.name);
