/**
 * A trigger's token deploys through the public webhook, so list and create answers carry it only for
 * users who may update the trigger: alice (App Developer) sees it, bob (Project Viewer) gets it blank.
 */
import { createSandbox, expectError, expectOk, type Sandbox, type Schemas, type Session } from '../testing';

type Triggers = Schemas['v1.ListApplicationTriggerResponse'];

const triggersUrl = '/api/v1/applications/hello-world/triggers';

describe('trigger tokens', () => {
  let sandbox: Sandbox;
  let alice: Session;
  let bob: Session;
  beforeAll(async () => {
    sandbox = createSandbox();
    alice = await sandbox.login('alice');
    bob = await sandbox.login('bob');
  });
  afterAll(() => sandbox.close());

  it('shows tokens to a user who may update triggers and blanks them for a viewer', async () => {
    const forAlice = await alice.get<Triggers>(triggersUrl);
    const forBob = await bob.get<Triggers>(triggersUrl);
    const tokens = (forAlice.body.triggers ?? []).map((trigger) => trigger.token);
    expect(tokens).not.toHaveLength(0);
    expect(tokens.every((token) => token.length > 0)).toBe(true);
    expect(forBob.body.triggers).toEqual(
      (forAlice.body.triggers ?? []).map((trigger) => ({ ...trigger, token: '' })),
    );
  });

  it('leaves a viewer no token to deploy with, while the real token still works', async () => {
    const [visible] = (await bob.get<Triggers>(triggersUrl)).body.triggers ?? [];
    const deploy = (token: string) =>
      sandbox.request('POST', `/api/v1/webhook/${token}`, { body: { action: 'execute' } });
    expectError(await deploy(visible.token || 'guessed-token'), 10021);
    const [real] = (await alice.get<Triggers>(triggersUrl)).body.triggers ?? [];
    expectOk(await deploy(real.token));
  });
});
