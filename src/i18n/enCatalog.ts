import { en as code } from '../common/code/messages';
import { en as kit } from '../common/kit/messages';
import { en as palette } from '../layout/commandPalette/messages';
import { en as settings } from '../pages/Settings/messages';
import { en as businessCode } from './businessCodes/en';
import { en } from './en';
import { declarations } from '@resources/declarations';
import { declaredCatalog } from '@src/common/kit/declared/declarationProps';
import { byResource, type MessageTree } from './messageTree';

// Each resource keeps its strings beside its screens, so screens are added without editing one shared file.
const folders = byResource(
  import.meta.glob<MessageTree>(['/resources/*/messages.ts', '/resources/*/*/*.messages.ts'], {
    eager: true,
    import: 'en',
  }),
);
const resources = { ...folders, ...declaredCatalog(declarations, 'en', folders) };

/** The English catalog: shell strings (`vela.*`), the screen kit (`vela.kit.*`), the code views (`vela.code.*`), the settings page (`vela.settings.*`), the command palette (`vela.palette.*`), the server's business-code messages (`vela.businessCode.*`) and every resource's. */
export const enCatalog = {
  ...en,
  vela: { ...en.vela, kit, settings, code, palette, businessCode },
  resources,
};
