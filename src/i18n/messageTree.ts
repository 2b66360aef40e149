/** A messages module's strings: nested objects whose leaves are strings. */
export interface MessageTree {
  [key: string]: string | MessageTree;
}

const RESOURCE_FOLDER = /\/resources\/([^/]+)\/[^/]+$/;

/**
 * The per-resource messages modules found by `import.meta.glob`, keyed by their folder, which is also
 * the resource name: `/resources/envs/messages.ts` becomes `envs`, read as `resources.envs.*`.
 */
export function byResourceFolder(modules: Record<string, MessageTree>): Record<string, MessageTree> {
  return Object.fromEntries(
    Object.entries(modules).map(([path, messages]) => {
      const folder = RESOURCE_FOLDER.exec(path)?.[1];
      if (!folder) throw new Error(`${path} is not in a resource folder`);
      return [folder, messages];
    }),
  );
}
