import type { ReleaseNote } from '../services/extensions/releaseNotes';
import { createAccountsSandbox, expectError, expectOk, type Sandbox, type Session } from '../testing';
import { RELEASE_NOTES_PATH } from './releaseNotes';

const note = (version: string, title = `Release ${version}`) => ({ version, title, notes: 'Fixes' });
const query = (params: Record<string, unknown>) =>
  `${RELEASE_NOTES_PATH}?${new URLSearchParams(
    Object.fromEntries(Object.entries(params).map(([key, value]) => [key, JSON.stringify(value)])),
  ).toString()}`;

describe('the release notes extension endpoint', () => {
  let sandbox: Sandbox;
  let admin: Session;
  beforeEach(async () => {
    sandbox = await createAccountsSandbox();
    admin = await sandbox.login('admin');
  });
  afterEach(() => sandbox.close());

  it('creates, reads, updates and deletes a note, keyed by its version', async () => {
    const created = await admin.post<ReleaseNote>(RELEASE_NOTES_PATH, note('1.2.0'));
    expectOk(created);
    expect(created.body).toMatchObject({ id: '1.2.0', version: '1.2.0', title: 'Release 1.2.0' });
    const updated = await admin.put<ReleaseNote>(`${RELEASE_NOTES_PATH}/1.2.0`, {
      version: '9.9.9',
      title: 'Spring release',
      notes: '',
    });
    expect(updated.body).toMatchObject({ id: '1.2.0', version: '1.2.0', title: 'Spring release' });
    expect((await admin.get<ReleaseNote>(`${RELEASE_NOTES_PATH}/1.2.0`)).body.title).toBe('Spring release');
    // ra-data-simple-rest sends its DELETE as text/plain, without a body.
    const removed = await sandbox.request<ReleaseNote>('DELETE', `${RELEASE_NOTES_PATH}/1.2.0`, {
      token: admin.accessToken,
      headers: { 'content-type': 'text/plain' },
    });
    expect(removed.body.id).toBe('1.2.0');
    expectError(await admin.get(`${RELEASE_NOTES_PATH}/1.2.0`), 404);
  });

  it('lists in the simple REST convention: sorted, one range, filtered, with the total in Content-Range', async () => {
    for (const version of ['1.0.0', '1.10.0', '1.2.0'])
      expectOk(await admin.post(RELEASE_NOTES_PATH, note(version)));
    const page = await admin.get<ReleaseNote[]>(
      query({ sort: ['version', 'DESC'], range: [0, 1], filter: {} }),
    );
    expect(page.body.map(({ id }) => id)).toEqual(['1.10.0', '1.2.0']);
    expect(page.headers['content-range']).toBe('release-notes 0-1/3');
    expect(page.headers['x-total-count']).toBe('3');
    const found = await admin.get<ReleaseNote[]>(query({ filter: { q: '1.2' } }));
    expect(found.body.map(({ id }) => id)).toEqual(['1.2.0']);
    const many = await admin.get<ReleaseNote[]>(query({ filter: { id: ['1.0.0', '1.2.0'] } }));
    expect(many.body.map(({ id }) => id).sort()).toEqual(['1.0.0', '1.2.0']);
  });

  it.each([
    ['a version that is not x.y.z', note('v1')],
    ['a missing title', { version: '1.0.0' }],
    ['a title of the wrong type', { version: '1.0.0', title: 3 }],
    ['a body that is not an object', ['1.0.0']],
  ])('refuses %s with 400 and an error body', async (_case, body) => {
    const refused = await admin.post(RELEASE_NOTES_PATH, body);
    expectError(refused, 400);
    expect(refused.body).toMatchObject({ Message: expect.any(String) });
  });

  it.each([{ sort: ['password', 'ASC'] }, { range: [5, 1] }, { filter: 'q' }])(
    'refuses a list query it cannot read (%j) with 400',
    async (params) => {
      expectError(await admin.get(query(params)), 400);
    },
  );

  it('refuses a taken version and an update of a missing note', async () => {
    expectOk(await admin.post(RELEASE_NOTES_PATH, note('1.0.0')));
    expectError(await admin.post(RELEASE_NOTES_PATH, note('1.0.0')), 400);
    expectError(await admin.put(`${RELEASE_NOTES_PATH}/2.0.0`, note('2.0.0')), 404);
  });

  it('needs a valid token, refused as on any API route, and the permission to write', async () => {
    expect((await sandbox.request('GET', RELEASE_NOTES_PATH)).status).toBe(401);
    const forged = await sandbox.request('GET', RELEASE_NOTES_PATH, { token: 'forged' });
    const forgedOnApi = await sandbox.request('GET', '/api/v1/roles', { token: 'forged' });
    expect({ status: forged.status, body: forged.body }).toEqual({
      status: forgedOnApi.status,
      body: forgedOnApi.body,
    });
    const bob = await sandbox.login('bob');
    expect((await bob.post(RELEASE_NOTES_PATH, note('1.0.0'))).status).toBe(403);
  });
});
