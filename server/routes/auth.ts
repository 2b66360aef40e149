import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../context';
import { currentUser, publicRoute, tokenRoute } from '../http/access';
import { asBody, stringField } from '../http/body';
import { adminConfigured, initAdmin, login, refreshTokens } from '../services/users/auth';
import { SignInLockedError, type SignInThrottle } from '../services/users/signInThrottle';
import { dexConfig, loginType } from '../services/systemInfo';
import { loginUserInfo } from '../services/users/userInfo';

export function registerAuthRoutes(
  app: FastifyInstance,
  ctx: ServiceContext,
  signInThrottle: SignInThrottle,
): void {
  const base = '/api/v1/auth';

  app.get(`${base}/login_type`, publicRoute, async () => ({ loginType: loginType(ctx) }));

  app.get(`${base}/admin_configured`, publicRoute, async () => ({ configured: adminConfigured(ctx) }));

  app.put(`${base}/init_admin`, publicRoute, async (request) => {
    const body = asBody(request.body);
    initAdmin(ctx, {
      name: stringField(body, 'name'),
      email: stringField(body, 'email'),
      password: stringField(body, 'password'),
    });
    return { success: true };
  });

  app.post(`${base}/login`, publicRoute, async (request, reply) => {
    const body = asBody(request.body);
    try {
      return await login(ctx, signInThrottle, {
        username: stringField(body, 'username'),
        password: stringField(body, 'password'),
        code: stringField(body, 'code'),
        clientAddress: request.ip,
      });
    } catch (error) {
      if (error instanceof SignInLockedError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  });

  app.get(`${base}/refresh_token`, publicRoute, async (request) => {
    const header = request.headers.refreshtoken;
    return refreshTokens(ctx, (Array.isArray(header) ? header[0] : header) ?? '');
  });

  app.get(`${base}/dex_config`, publicRoute, async () => dexConfig(ctx));

  app.get(`${base}/user_info`, tokenRoute, async (request) => loginUserInfo(ctx, currentUser(request)));
}
