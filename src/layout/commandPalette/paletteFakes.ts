import { delayed } from '@src/test/latency';
import { listsDataProvider } from '@src/test/listDataProvider';
import { vi } from 'vitest';

const teamShop = { name: 'team-shop', alias: 'Team Shop' };

/** Records of every palette source, as the data provider lists them. */
export const paletteRows = {
  applications: [
    { id: 'storefront', name: 'storefront', alias: 'Storefront', project: teamShop },
    { id: 'checkout', name: 'checkout', alias: 'Checkout', project: teamShop },
  ],
  projects: [{ id: 'team-shop', ...teamShop }],
  envs: [{ id: 'staging', name: 'staging', alias: 'Staging', project: teamShop }],
  pipelines: [{ id: 'team-shop/release', name: 'release', project: teamShop }],
  clusters: [
    { id: 'local', name: 'local' },
    { id: 'prod-cluster', name: 'prod-cluster', alias: 'Production' },
  ],
};

/** A data provider over paletteRows, with the addon listing the addons page uses. */
export function paletteDataProvider() {
  return Object.assign(listsDataProvider(paletteRows), {
    listAddons: vi.fn(delayed(() => ({ addons: [{ name: 'fluxcd' }] }))),
  });
}
