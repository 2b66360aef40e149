/**
 * The sandbox of the VelaUX API server: `buildServer(options)` gives a fastify instance (not yet
 * listening) that serves /api/v1 from an embedded database, or proxies to a real server.
 */
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createClock } from './clock';
import type { ServiceContext, Settings } from './context';
import { registerAccessControl } from './http/access';
import { registerApiProxy } from './http/apiProxy';
import {
  clientErrorAnswer,
  frameworkErrorAnswer,
  registerErrorHandling,
  registerHostRequirement,
} from './http/errorAnswers';
import { registerHealth } from './http/health';
import { registerHostCheck } from './http/hostCheck';
import { registerJsonParser } from './http/jsonParser';
import { registerResponseCheck, ViolationLog } from './http/responseCheck';
import { registerSecurityHeaders, securityHeaders } from './http/securityHeaders';
import { registerConsole } from './http/spa';
import { registerWebsocketUpgrades } from './http/websocketRoutes';
import { registerAddonRegistryRoutes } from './routes/addonRegistries';
import { registerAddonRoutes } from './routes/addons';
import { registerAuthRoutes } from './routes/auth';
import { registerDefinitionRoutes } from './routes/definitions';
import { registerDeliveryRoutes } from './routes/delivery';
import { registerPipelineRoutes } from './routes/pipelines';
import { registerPipelineRunRoutes } from './routes/pipelineRuns';
import { registerPlatformRbacRoutes } from './routes/platformRbac';
import { registerPlatformResourceRoutes } from './routes/platformResources';
import { registerPluginFileRoutes } from './routes/pluginFiles';
import { registerPluginProxyRoutes } from './routes/pluginProxy';
import { registerPluginRoutes } from './routes/plugins';
import { registerProjectAccessRoutes } from './routes/projectAccess';
import { registerProjectRoutes } from './routes/projects';
import { registerReleaseNoteRoutes } from './routes/releaseNotes';
import { registerSystemInfoRoutes } from './routes/systemInfo';
import { registerTestHooks } from './routes/testHooks';
import { registerUserRoutes } from './routes/users';
import { seedManyListRecords } from './demo/largeListSeed';
import { seedManyApplications } from './demo/largeSeed';
import { SignInThrottle } from './services/users/signInThrottle';
import { seedDatabase } from './demo/seed';
import { DocumentStore } from './store/documentStore';

export interface ServerOptions {
  /** SQLite file path, or ':memory:' (default). */
  dbPath?: string;
  /** Seed the administrator and demo users when the platform has no user yet (default true). */
  demo?: boolean;
  adminPassword?: string;
  accessTokenTtlSeconds?: number;
  refreshTokenTtlSeconds?: number;
  /** Enables the /__test__ endpoints. */
  testHooks?: boolean;
  /** Checks every /api/v1 JSON answer against the contract and records violations. */
  validateResponses?: boolean;
  /** The built console to serve (static files with SPA fallback). */
  staticDir?: string;
  /** The built plugin modules, a folder per plugin (default: staticDir/public/plugins, where `npm run build` writes them). */
  pluginModulesDir?: string;
  /** Proxy mode: forward /api, /dex, /view and the plugins' files and proxy to this server; no sandbox, no database. */
  apiUrl?: string;
  /** Base time of the sandbox clock (default: real time). */
  now?: () => Date;
  /** Seconds a simulated workflow or pipeline step takes (default 3; 0 = at once). */
  runtimeStepSeconds?: number;
  logger?: boolean;
  /** Extra never-deployed applications in project default, to measure list speed. */
  largeSeedApplications?: number;
  /** Extra users, projects, clusters and environments of each (bench only). */
  largeSeedListRecords?: number;
  /** bcrypt cost (default 10, as the real server); tests may lower it. */
  passwordHashRounds?: number;
  /** Where consoles may send usage statistics (VELA_TELEMETRY_URL); none by default, so none is sent. */
  telemetryUrl?: URL;
  /** The host names requests may name (http/hostCheck.ts); every name when unset. */
  allowedHosts?: readonly string[];
  /** Proxies whose X-Forwarded-For names the client (http/trustedProxies.ts); none when unset. */
  trustedProxies?: string[];
}

export function buildServer(options: ServerOptions = {}): FastifyInstance {
  const headers = securityHeaders(options.telemetryUrl);
  const app = Fastify({
    logger: options.logger ?? false,
    // Node would refuse a request without Host by itself, with an empty answer: the sandbox does it.
    http: { requireHostHeader: false },
    clientErrorHandler: clientErrorAnswer(headers),
    frameworkErrors: frameworkErrorAnswer(headers),
    trustProxy: options.trustedProxies ?? false,
  });
  registerErrorHandling(app);
  registerSecurityHeaders(app, headers);
  registerHostRequirement(app);
  registerHostCheck(app, options.allowedHosts);
  registerHealth(app);
  if (options.apiUrl) {
    registerApiProxy(app, options.apiUrl);
    registerConsole(app, options.staticDir, options);
    return app;
  }
  registerSandbox(app, options);
  registerConsole(app, options.staticDir, options);
  return app;
}

function registerSandbox(app: FastifyInstance, options: ServerOptions): void {
  const clock = createClock(options.now);
  const now = clock.now;
  const startSettings: Settings = {
    adminPassword: options.adminPassword ?? 'VelaUX12345',
    accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 3600,
    refreshTokenTtlSeconds: options.refreshTokenTtlSeconds ?? 86400,
    passwordHashRounds: options.passwordHashRounds ?? 10,
    runtimeStepSeconds: options.runtimeStepSeconds ?? 3,
  };
  const ctx: ServiceContext = {
    store: new DocumentStore(options.dbPath ?? ':memory:', now),
    now,
    clock,
    settings: { ...startSettings },
  };
  const demo = options.demo ?? true;
  seedDatabase(ctx, demo);
  if (options.largeSeedApplications) seedManyApplications(ctx, options.largeSeedApplications);
  if (options.largeSeedListRecords) seedManyListRecords(ctx, options.largeSeedListRecords);
  app.addHook('onClose', async () => ctx.store.close());

  const violations = new ViolationLog();
  if (options.validateResponses) registerResponseCheck(app, violations);
  registerJsonParser(app);
  registerWebsocketUpgrades(app);
  registerAccessControl(app, ctx);
  const signInThrottle = new SignInThrottle();
  registerAuthRoutes(app, ctx, signInThrottle);
  registerSystemInfoRoutes(app, ctx);
  registerUserRoutes(app, ctx);
  registerPlatformRbacRoutes(app, ctx);
  registerProjectRoutes(app, ctx);
  registerProjectAccessRoutes(app, ctx);
  registerPlatformResourceRoutes(app, ctx);
  registerDefinitionRoutes(app, ctx);
  registerAddonRoutes(app, ctx);
  registerAddonRegistryRoutes(app, ctx);
  registerPluginRoutes(app, ctx);
  registerPluginFileRoutes(
    app,
    ctx,
    options.pluginModulesDir ?? (options.staticDir && join(options.staticDir, 'public', 'plugins')),
  );
  registerPluginProxyRoutes(app, ctx);
  registerPipelineRoutes(app, ctx);
  registerPipelineRunRoutes(app, ctx);
  registerDeliveryRoutes(app, ctx);
  registerReleaseNoteRoutes(app, ctx);
  if (options.testHooks) registerTestHooks(app, { ctx, startSettings, demo, violations, signInThrottle });
}
