import Fastify from 'fastify';
import { registerResponseCheck, ViolationLog } from './responseCheck';

describe('response contract check', () => {
  it('records answers that break the contract, or that match no operation, and nothing else', async () => {
    const app = Fastify();
    const log = new ViolationLog();
    registerResponseCheck(app, log);
    app.get('/api/v1/auth/login_type', async () => ({ loginType: 'local' }));
    app.get('/api/v1/auth/admin_configured', async () => ({ configured: 'yes' }));
    app.get('/api/v1/not-in-contract', async () => ({}));
    app.get('/elsewhere', async () => ({ anything: true }));

    for (const url of [
      '/api/v1/auth/login_type',
      '/api/v1/auth/admin_configured',
      '/api/v1/not-in-contract',
      '/elsewhere',
    ]) {
      await app.inject({ method: 'GET', url });
    }
    expect(log.list().map((v) => [v.url, v.operation])).toEqual([
      ['/api/v1/auth/admin_configured', 'adminConfigured'],
      ['/api/v1/not-in-contract', null],
    ]);
    log.clear();
    expect(log.list()).toEqual([]);
    await app.close();
  });
});
