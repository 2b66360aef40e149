/**
 * The demo data seeded on a first start in demo mode: the administrator as `init_admin` makes it,
 * alice and bob, then a platform with a few weeks of history. Demo data goes through the same service
 * functions as requests, so it is always what a user could have created.
 */
import type { ServiceContext } from '../context';
import { initAdmin } from '../services/users/auth';
import { addProjectUser } from '../services/projects/projectMembers';
import { ensureStartupData } from '../services/platform/startupData';
import { createUser } from '../services/users/users';
import { applicationCreation } from './applications';
import { deliveries } from './deliveries';
import { disableDemoAddon, enableDemoAddons } from './extensions';
import { pipelineHistory } from './pipelines';
import { seedDemoPlatform } from './platform';
import { day, playEvents } from './timeline';

export const demoUsers = [
  { name: 'alice', alias: 'Alice', email: 'alice@example.com', projectRole: 'app-developer' },
  { name: 'bob', alias: 'Bob', email: 'bob@example.com', projectRole: 'project-viewer' },
] as const;

function seedDemoWorld(ctx: ServiceContext, admin: string): void {
  playEvents(ctx, [
    { minutesAgo: 14 * day, run: () => seedDemoPlatform(ctx, admin, ctx.settings.adminPassword) },
    { minutesAgo: 14 * day, run: enableDemoAddons },
    { minutesAgo: 10 * day, run: disableDemoAddon },
    ...applicationCreation,
    ...pipelineHistory,
    ...deliveries,
  ]);
}

/** On a platform without users: the administrator, alice and bob, then the demo world. */
export function seedDemoData(ctx: ServiceContext): void {
  if (ctx.store.count('user') > 0) return;
  const password = ctx.settings.adminPassword;
  ctx.store.transaction(() => {
    initAdmin(ctx, { name: 'admin', email: 'admin@example.com', password });
    for (const user of demoUsers) {
      createUser(ctx, { name: user.name, alias: user.alias, email: user.email, password, roles: [] });
      addProjectUser(ctx, 'default', { userName: user.name, userRoles: [user.projectRole] });
    }
    seedDemoWorld(ctx, 'admin');
  });
}

/** What a start (or a test reset) puts into the database: the startup data, and the demo in demo mode. */
export function seedDatabase(ctx: ServiceContext, demo: boolean): void {
  ensureStartupData(ctx);
  if (demo) seedDemoData(ctx);
}
