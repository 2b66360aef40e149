import { zh as code } from '@src/common/code/messages.zh';
import { zh as kit } from '@src/common/kit/messages.zh';
import { zh as palette } from '@src/layout/commandPalette/messages.zh';
import { zh as settings } from '@src/pages/Settings/messages.zh';
import type { Feature } from '@src/registry/feature';
import { resourcesZh } from '@src/registry/messages';
import { zh as businessCode } from '../businessCodes/zh';
import { zh } from '../zh';

/**
 * The Chinese catalog, composed like enCatalog (the parity test holds it to the same keys). Loaded with
 * the Chinese chunk only: the English bundle carries none of these strings.
 */
export const zhCatalog = async (features: readonly Feature[]) => ({
  ...zh,
  vela: { ...zh.vela, kit, settings, code, palette, businessCode },
  resources: await resourcesZh(features),
});
