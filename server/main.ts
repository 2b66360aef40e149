/**
 * `npm start` / `npm run serve`: the console and the sandbox API (or a proxy to a real server) on
 * one port. Environment: PORT, HOST (default 127.0.0.1: this machine only), VELA_DATA_DIR,
 * VELA_ADMIN_PASSWORD, VELA_DEMO ('0' = start unconfigured), VELA_API_URL (proxy mode), VELA_MODE
 * ('proxy' or 'sandbox' to insist on one: startMode.ts), VELA_TEST_HOOKS=1, VELA_VALIDATE_RESPONSES=1,
 * VELA_ACCESS_TOKEN_TTL and VELA_REFRESH_TOKEN_TTL (seconds), VELA_STEP_SECONDS (simulated step
 * duration; 0 = at once), VELA_LARGE_SEED (extra applications, to measure list speed),
 * VELA_LARGE_LISTS_SEED (extra users, projects, clusters and environments of each), VELA_CONSOLE_DIR
 * (the built console to serve; default dist), VELA_TELEMETRY_URL (where consoles may send usage
 * statistics; unset = nothing is sent), VELA_ALLOWED_HOSTS (the host names requests may name besides
 * localhost's when listening on loopback; elsewhere the only ones, every name when unset:
 * http/hostCheck.ts), VELA_TRUST_PROXY (the proxies whose X-Forwarded-For names the client:
 * http/trustedProxies.ts).
 */
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildServer, type ServerOptions } from './app';
import { preparePrivateDataDir } from './dataDir';
import { parseTelemetryUrl } from './http/telemetryAddress';
import { allowedHostsFor } from './http/hostCheck';
import { parseTrustedProxies } from './http/trustedProxies';
import { startMode } from './startMode';

const env = process.env;

function seconds(name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} must be a positive whole number of seconds`);
  return value;
}

const port = Number(env.PORT ?? 8000);
const host = env.HOST || '127.0.0.1';
const staticDir = resolve(env.VELA_CONSOLE_DIR || 'dist');
/** A setting read from the environment; a wrong one stops the server with its message. */
function setting<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const mode = setting(() => startMode(env));
const apiUrl = mode.kind === 'proxy' ? mode.apiUrl : undefined;
const demo = env.VELA_DEMO !== '0';
const adminPassword = env.VELA_ADMIN_PASSWORD || 'VelaUX12345';
const telemetryUrl = parseTelemetryUrl(env.VELA_TELEMETRY_URL);
const allowedHosts = setting(() => allowedHostsFor(host, env.VELA_ALLOWED_HOSTS));
const trustedProxies = setting(() => parseTrustedProxies(env.VELA_TRUST_PROXY));

function sandboxOptions(): ServerOptions {
  return {
    dbPath: preparePrivateDataDir(resolve(env.VELA_DATA_DIR || '.vela-sandbox')),
    demo,
    adminPassword,
    testHooks: env.VELA_TEST_HOOKS === '1',
    // A test sandbox is thrown away after its run, and every journey resets it (seeding each demo user's
    // password): bcrypt's cheapest cost keeps that reset at tens of milliseconds instead of 0.4 s.
    passwordHashRounds: env.VELA_TEST_HOOKS === '1' ? 4 : undefined,
    validateResponses: env.VELA_VALIDATE_RESPONSES === '1',
    accessTokenTtlSeconds: seconds('VELA_ACCESS_TOKEN_TTL'),
    refreshTokenTtlSeconds: seconds('VELA_REFRESH_TOKEN_TTL'),
    runtimeStepSeconds: env.VELA_STEP_SECONDS ? Number(env.VELA_STEP_SECONDS) : undefined,
    largeSeedApplications: env.VELA_LARGE_SEED ? Number(env.VELA_LARGE_SEED) : undefined,
    largeSeedListRecords: env.VELA_LARGE_LISTS_SEED ? Number(env.VELA_LARGE_LISTS_SEED) : undefined,
  };
}

function signInHint(): string {
  if (apiUrl) return `Proxying /api, /dex and /view to ${apiUrl}; sign in with an account of that server.`;
  if (!demo) return 'The platform is unconfigured: the first visit asks you to initialise the administrator.';
  return `Sign in as user "admin" with password "${adminPassword}" (the demo users alice, bob, grace and henry share it).`;
}

const app = buildServer({
  ...(apiUrl ? { apiUrl } : sandboxOptions()),
  staticDir,
  telemetryUrl,
  allowedHosts,
  trustedProxies,
  logger: false,
});

if (!existsSync(join(staticDir, 'index.html'))) {
  console.warn(`No built console in ${staticDir}: run \`npm run build\` first (the API still works).`);
}

try {
  await app.listen({ port, host });
  const shown = ['127.0.0.1', '::1', '0.0.0.0', '::'].includes(host) ? 'localhost' : host;
  console.log(`Vela console listening on http://${shown}:${port}`);
  console.log(signInHint());
  if (telemetryUrl)
    console.log(`Consoles may send usage statistics to ${telemetryUrl.href} (VELA_TELEMETRY_URL).`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}
