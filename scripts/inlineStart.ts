import { rolldown } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The start script (src/startup/startScript.ts) as one classic script: an IIFE with nothing to import,
 * minified. The project's tsconfig gives the path aliases.
 */
export async function bundleStartScript(entry: string): Promise<string> {
  const bundle = await rolldown({ input: entry, platform: 'browser', tsconfig: true });
  try {
    const { output } = await bundle.generate({ format: 'iife', minify: true });
    const [chunk, ...more] = output;
    if (more.length > 0) throw new Error(`the start script ${entry} must be one chunk`);
    return chunk.code.trim();
  } finally {
    await bundle.close();
  }
}

/** index.html with `code` as a classic script right after its title, ahead of the module scripts. */
export function withStartScript(html: string, code: string): string {
  if (/<\/script/i.test(code)) throw new Error('the start script must not hold "</script"');
  if (!html.includes('</title>')) throw new Error('index.html has no <title> to put the start script after');
  return html.replace('</title>', `</title>\n    <script>${code}</script>`);
}

/**
 * Inlines the start script in index.html (issue 35), in the build and in dev (bundled afresh for each
 * document there, so an edit shows on reload), so that the first screen's reads leave with the
 * document's first scripts. The server allows exactly this script by its hash (server/http/spa.ts).
 */
export function inlineStart(entry: string): Plugin {
  return {
    name: 'vela-inline-start',
    transformIndexHtml: {
      order: 'post',
      handler: async (html) => withStartScript(html, await bundleStartScript(entry)),
    },
  };
}
