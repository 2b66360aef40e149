import { operations } from '../contract/contract';
import { buildServer } from './app';

/** The route pattern fastify knows a contract path by; `{subpath}` is served by a wildcard. */
function routePattern(template: string): string {
  return template.replace('{subpath}', '*').replace(/\{(\w+)\}/g, ':$1');
}

describe('contract coverage', () => {
  it('implements every operation of the contract', async () => {
    const app = buildServer({ passwordHashRounds: 4 });
    await app.ready();
    const missing = operations
      .filter((op) => !app.hasRoute({ method: op.method as 'GET', url: routePattern(op.template) }))
      .map((op) => `${op.method} ${op.template}`);
    await app.close();
    expect(missing).toEqual([]);
  });
});
