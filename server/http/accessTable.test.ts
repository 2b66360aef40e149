/**
 * Every contract operation, asked by five identities: the administrator, bob (Project Viewer in
 * `default`), alice (App Developer in `default`), no token and a token signed with another key.
 * The table lives in ./accessTable; an operation without a row fails the first test.
 */
import { rmSync } from 'node:fs';
import { SignJWT } from 'jose';
import { findOperation, operations } from '../../contract/contract';
import type { ErrorBody } from '../errors';
import { builtPluginModules, createSandbox, expectOk, type Sandbox, type Session } from '../testing';
import {
  applicationPartRows,
  applicationRows,
  closingRows,
  deployRows,
  environmentRows,
  oamRows,
  pipelineRows,
} from './accessTable/deliveryRows';
import { identities, type AccessRow, type Identity, type Status } from './accessTable/expectations';
import { outsideContractRows } from './accessTable/outsideContractRows';
import {
  extensionRows,
  platformResourceRows,
  projectRows,
  signInRows,
  userAndRbacRows,
} from './accessTable/platformRows';

const table: AccessRow[] = [
  ...signInRows,
  ...userAndRbacRows,
  ...projectRows,
  ...platformResourceRows,
  ...extensionRows,
  ...applicationRows,
  ...applicationPartRows,
  ...environmentRows,
  ...deployRows,
  ...pipelineRows,
  ...oamRows,
  ...closingRows,
];

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function split(call: string): { method: Method; path: string } {
  const [method, path] = call.split(' ');
  return { method: method as Method, path };
}

/** What a caller without a usable token is told, by identity. */
const refusalCodes: Partial<Record<Identity, number>> = { anonymous: 12006, forged: 12004 };

function allows(expected: Status, status: number): boolean {
  return typeof expected === 'number' ? expected === status : expected.includes(status);
}

describe('access table', () => {
  it('has a row for every contract operation, and every row is one', () => {
    const covered = new Set<string>();
    const strays: string[] = [];
    for (const { call } of table) {
      const { method, path } = split(call);
      const operation = findOperation(method, path);
      if (operation) covered.add(operation.operationId);
      else strays.push(call);
    }
    expect(strays).toEqual([]);
    const missing = operations
      .filter((op) => !covered.has(op.operationId))
      .map((op) => `${op.method} ${op.template}`);
    expect(missing).toEqual([]);
  });

  describe('on the demo data', () => {
    let sandbox: Sandbox;
    let admin: Session;
    const tokens = {} as Record<Identity, string | undefined>;
    const values: Record<string, string> = {};
    const now = new Date('2025-06-01T12:00:00Z');
    const pluginModulesDir = builtPluginModules();

    beforeAll(async () => {
      sandbox = createSandbox({ now: () => now, pluginModulesDir });
      admin = await sandbox.login('admin');
      tokens.admin = admin.accessToken;
      tokens.alice = (await sandbox.login('alice')).accessToken;
      tokens.bob = (await sandbox.login('bob')).accessToken;
      tokens.anonymous = undefined;
      const seconds = Math.floor(now.getTime() / 1000);
      tokens.forged = await new SignJWT({ username: 'admin', grantType: 'access' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setNotBefore(seconds)
        .setExpirationTime(seconds + 3600)
        .setIssuer('vela-issuer')
        .sign(new TextEncoder().encode('a key the sandbox never used 1234'));
      await prepare();
    });
    afterAll(async () => {
      await sandbox.close();
      rmSync(pluginModulesDir, { recursive: true, force: true });
    });

    async function firstName(url: string, list: string, field = 'name'): Promise<string> {
      const result = await admin.get<Record<string, Record<string, string>[]>>(url);
      expectOk(result);
      return result.body[list][0][field];
    }

    /** Objects the rows need that the demo data does not have, and names only known at run time. */
    async function prepare(): Promise<void> {
      expectOk(
        await admin.post('/api/v1/targets', {
          name: 'matrix-target',
          project: 'default',
          cluster: { clusterName: 'local', namespace: 'matrix' },
        }),
      );
      expectOk(
        await admin.post('/api/v1/projects/default/pipelines', {
          name: 'matrix-pipeline',
          spec: {
            mode: { steps: 'StepByStep', subSteps: 'DAG' },
            steps: [{ name: 'hello', type: 'suspend', properties: {} }],
          },
        }),
      );
      const pipeline = '/api/v1/projects/default/pipelines/matrix-pipeline';
      expectOk(await admin.post(`${pipeline}/run`, {}));
      values.run = await firstName(`${pipeline}/runs`, 'runs', 'pipelineRunName');
      values.helloRecord = await firstName('/api/v1/applications/hello-world/records', 'records');
      values.guestbookRecord = await firstName('/api/v1/applications/guestbook/records', 'records');
      values.helloRevision = await firstName(
        '/api/v1/applications/hello-world/revisions',
        'revisions',
        'version',
      );
      values.helloTrigger = await firstName('/api/v1/applications/hello-world/triggers', 'triggers', 'token');
    }

    function fill(call: string): string {
      return call.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
    }

    async function answerFor(identity: Identity, row: AccessRow): Promise<string | undefined> {
      const { method, path } = split(fill(row.call));
      const expected = row.expected[identity];
      try {
        const result = await sandbox.request(method, path, { token: tokens[identity], body: row.body });
        const code = (result.body as ErrorBody | undefined)?.BusinessCode;
        const refusal = refusalCodes[identity];
        if (allows(expected, result.status) && (result.status !== 401 || !refusal || code === refusal))
          return;
        return `${row.call} as ${identity}: expected ${String(expected)}, got ${result.status} ${result.text.slice(0, 160)}`;
      } catch (error) {
        return `${row.call} as ${identity}: ${(error as Error).message.slice(0, 200)}`;
      }
    }

    it('answers each identity as the table says', { timeout: 60_000 }, async () => {
      const mismatches: string[] = [];
      for (const row of [...table, ...outsideContractRows]) {
        for (const identity of identities) {
          const mismatch = await answerFor(identity, row);
          if (mismatch) mismatches.push(mismatch);
        }
      }
      expect(mismatches).toEqual([]);
    });
  });
});
