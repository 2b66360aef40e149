/**
 * The start pages' preloads (issue 35): the build writes, for each start page's address pattern, the
 * scripts and styles its first screen needs beyond what index.html loads (scripts/startPreloads.ts). The
 * document served at such an address names them, so that the browser fetches them beside the entry
 * instead of after it has run. Every other address, /login first, gets the document as built.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export const START_PRELOADS_FILE = join('.vite', 'startPreloads.json');

export interface StartPreload {
  /** Path segments; `:name` stands for any one non-empty segment. */
  pattern: string;
  scripts: string[];
  styles: string[];
}

/** The build's preloads, or none when the build wrote none (a build older than the file, or a test's). */
export async function readStartPreloads(staticDir: string): Promise<StartPreload[]> {
  try {
    return JSON.parse(await readFile(join(staticDir, START_PRELOADS_FILE), 'utf8')) as StartPreload[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

function matches(pattern: string, pathname: string): boolean {
  const wanted = pattern.split('/');
  const given = pathname.replace(/\/$/, '').split('/');
  return (
    wanted.length === given.length &&
    wanted.every((segment, index) =>
      segment.startsWith(':') ? given[index] !== '' : segment === given[index],
    )
  );
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '"': '&quot;', '<': '&lt;', '>': '&gt;' };
const attribute = (value: string) => value.replace(/[&"<>]/g, (char) => ATTRIBUTE_ESCAPES[char]);

/** The console page with the preloads of the start page at `url` in its head, or unchanged elsewhere. */
export function withStartPreloads(page: string, preloads: readonly StartPreload[], url: string): string {
  const pathname = url.split('?')[0];
  const start = preloads.find((preload) => matches(preload.pattern, pathname));
  if (!start) return page;
  const links = [
    ...start.styles.map((href) => `<link rel="stylesheet" crossorigin href="${attribute(href)}">`),
    ...start.scripts.map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`),
  ];
  return page.replace('</head>', `${links.map((link) => `  ${link}\n  `).join('')}</head>`);
}
