import { en as code } from '@src/common/code/messages';
import { en as kit } from '@src/common/kit/messages';
import { en as palette } from '@src/layout/commandPalette/messages';
import { en as settings } from '@src/pages/Settings/messages';
import type { Feature } from '@src/registry/feature';
import { resourcesEn } from '@src/registry/messages';
import { en as businessCode } from '../businessCodes/en';
import { en } from '../en';

/**
 * The English catalog: shell strings (`vela.*`), the screen kit (`vela.kit.*`), the code views
 * (`vela.code.*`), the settings page (`vela.settings.*`), the command palette (`vela.palette.*`), the
 * server's business-code messages (`vela.businessCode.*`) and every feature's (`resources.*`).
 */
export const enCatalog = (features: readonly Feature[]) => ({
  ...en,
  vela: { ...en.vela, kit, settings, code, palette, businessCode },
  resources: resourcesEn(features),
});
