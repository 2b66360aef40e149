/**
 * The demo data seeded on a first start in demo mode, after the administrator and alice and bob: a
 * platform with a few weeks of history, played through the same service functions as requests.
 */
import type { ServiceContext } from '../../context';
import { applicationCreation } from './applications';
import { deliveries } from './deliveries';
import { disableDemoAddon, enableDemoAddons } from './extensions';
import { pipelineHistory } from './pipelines';
import { seedDemoPlatform } from './platform';
import { day, playEvents } from './timeline';

export function seedDemoWorld(ctx: ServiceContext, admin: string): void {
  playEvents(ctx, [
    { minutesAgo: 14 * day, run: () => seedDemoPlatform(ctx, admin, ctx.settings.adminPassword) },
    { minutesAgo: 14 * day, run: enableDemoAddons },
    { minutesAgo: 10 * day, run: disableDemoAddon },
    ...applicationCreation,
    ...pipelineHistory,
    ...deliveries,
  ]);
}
