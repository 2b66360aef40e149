import type { MessageTree } from '@src/i18n/messageTree';
import type { Feature, FeatureMessages } from './feature';

type Catalog = Record<string, MessageTree>;

/** A screen's messages module names its resource (`triggers/appTriggers.messages.ts`); `messages.ts` is the folder's. */
const SCREEN_MESSAGES = /\/([^/.]+)\.messages(?:\.zh)?\.ts$/;

const resourceOf = (folder: string, path: string) => SCREEN_MESSAGES.exec(path)?.[1] ?? folder;

/**
 * A feature's messages from the modules its index.ts finds with `import.meta.glob` (English eagerly,
 * Chinese as loaders), each under the resource it names, `resources.<resource>.*`: its screens' under
 * theirs, its `messages.ts` under the folder's (`resources/envs/messages.ts` is `resources.envs.*`).
 */
export function featureMessages(
  folder: string,
  en: Record<string, MessageTree>,
  zh: Record<string, () => Promise<MessageTree>>,
): FeatureMessages {
  return {
    en: Object.fromEntries(Object.entries(en).map(([path, tree]) => [resourceOf(folder, path), tree])),
    zh: async () =>
      Object.fromEntries(
        await Promise.all(
          Object.entries(zh).map(async ([path, load]) => [resourceOf(folder, path), await load()] as const),
        ),
      ),
  };
}

/** Catalogs merged by resource: a later feature's strings join an earlier one's (a declared name joins its folder's). */
function merged(catalogs: Catalog[]): Catalog {
  const all: Catalog = {};
  for (const catalog of catalogs) {
    for (const [resource, tree] of Object.entries(catalog)) all[resource] = { ...all[resource], ...tree };
  }
  return all;
}

/** `resources.*` in English, from every feature's messages. */
export const resourcesEn = (features: readonly Feature[]): Catalog =>
  merged(features.flatMap(({ messages }) => (messages ? [messages.en] : [])));

/** `resources.*` in Chinese, loaded from every feature's messages when the console switches to Chinese. */
export const resourcesZh = async (features: readonly Feature[]): Promise<Catalog> =>
  merged(await Promise.all(features.flatMap(({ messages }) => (messages ? [messages.zh()] : []))));
