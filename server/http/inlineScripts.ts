/**
 * The console page's inline scripts (index.html's start script, issue 35) by their hashes, the form
 * Content-Security-Policy allows them in: `'sha256-<base64>'` of the script's text exactly as served.
 */
import { createHash } from 'node:crypto';

/** A script element and its text; `src` in its attributes makes it a script file, not an inline one. */
const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const HAS_SRC = /(^|\s)src\s*=/i;
/** Hashes kept by script text: a page has one or two, and a rebuild brings new ones. */
const MAX_KEPT = 16;
const kept = new Map<string, string>();

function sourceOf(text: string): string {
  const known = kept.get(text);
  if (known) return known;
  const source = `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
  if (kept.size >= MAX_KEPT) kept.clear();
  kept.set(text, source);
  return source;
}

/** The policy sources that allow each inline script of `page`, in the page's order. */
export function inlineScriptSources(page: string): string[] {
  return [...page.matchAll(SCRIPT_ELEMENT)]
    .filter(([, attributes]) => !HAS_SRC.test(attributes))
    .map(([, , text]) => sourceOf(text));
}
