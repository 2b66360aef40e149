import type { AddonSummary } from '@dataProvider/verbs/addons';
import type { ExportColumn } from '@src/common/kit';
import { DEFAULT_VERSION } from './addonRules';

/** What an addon's card shows, for the Export of the cards shown. */
export const addonColumns = (enabled: ReadonlySet<string>): ExportColumn<AddonSummary & { id: string }>[] => [
  { source: 'name' },
  { source: 'version', value: (addon) => addon.version || DEFAULT_VERSION },
  { source: 'description' },
  { source: 'registryName', label: 'resources.addons.search.registry' },
  { source: 'tags', label: 'resources.addons.search.tags' },
  {
    source: 'status',
    value: (addon, translate) => (enabled.has(addon.name) ? translate('resources.addons.enabled') : ''),
  },
];
