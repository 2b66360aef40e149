import ExtensionIcon from '@mui/icons-material/Extension';
import { lazyNamed } from '@src/routing/lazyNamed';
import { listAtRoot } from '@src/routing/listAtRoot';
import { page } from '@src/routing/pageRoute';
import type { ResourceDefinition } from '@src/routing/resourceDefinition';
import { toRoute } from '@src/routing/toRoute';

const AddonList = lazyNamed(() => import('./AddonList'), 'AddonList');

/** /addons lists the addons; /addons/{addonName} (e.g. /addons/cloudshell) opens that addon's drawer over it. */
const addons: ResourceDefinition = {
  list: listAtRoot(AddonList),
  icon: ExtensionIcon,
  recordRepresentation: 'name',
  children: toRoute(page(':addonName', AddonList)),
};

export default addons;

/** The Addons and Plugins tabs, for the plugins page: a chunk of its own, as MUI's tabs are. */
export const AddonTabs = lazyNamed(() => import('./AddonTabs'), 'AddonTabs');
