/** A messages module's strings: nested objects whose leaves are strings. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

const FEATURE_MESSAGES = /\/resources\/([^/]+)\/messages(?:\.zh)?\.ts$/;
const SCREEN_MESSAGES = /\/resources\/[^/]+\/[^/]+\/([^/.]+)\.messages(?:\.zh)?\.ts$/;

/**
 * The per-resource messages modules found by `import.meta.glob`, keyed by the resource they name, read as
 * `resources.<name>.*`. A feature's `/resources/envs/messages.ts` is named by its folder, `envs`; a screen
 * inside a feature names its resource in its file: `/resources/applications/triggers/appTriggers.messages.ts`
 * is `appTriggers`, as react-admin calls that resource.
 */
export function byResource(modules: Record<string, MessageTree>): Record<string, MessageTree> {
  return Object.fromEntries(
    Object.entries(modules).map(([path, messages]) => {
      const name = (FEATURE_MESSAGES.exec(path) ?? SCREEN_MESSAGES.exec(path))?.[1];
      if (!name) throw new Error(`${path} names no resource`);
      return [name, messages];
    }),
  );
}
