import { zh as code } from '../common/code/messages.zh';
import { zh as kit } from '../common/kit/messages.zh';
import { zh as palette } from '../layout/commandPalette/messages.zh';
import { zh as settings } from '../pages/Settings/messages.zh';
import { zh as businessCode } from './businessCodes/zh';
import { declarations } from '@resources/declarations';
import { declaredCatalog } from '@src/common/kit/declared/declarationProps';
import { byResource, type MessageTree } from './messageTree';
import { zh } from './zh';

// Loaded with the Chinese chunk only: the English bundle carries none of these strings.
const folders = byResource(
  import.meta.glob<MessageTree>(['/resources/*/messages.zh.ts', '/resources/*/*/*.messages.zh.ts'], {
    eager: true,
    import: 'zh',
  }),
);
const resources = { ...folders, ...declaredCatalog(declarations, 'zh', folders) };

/** The Chinese catalog, composed like enCatalog; the parity test holds it to the same keys. */
export const zhCatalog = {
  ...zh,
  vela: { ...zh.vela, kit, settings, code, palette, businessCode },
  resources,
};
