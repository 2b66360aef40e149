/**
 * The sandbox's layers (docs/ARCHITECTURE.md): what runs, the module graph from server/main.ts with
 * type-only imports included, has no import cycle between modules nor between folders. A file
 * directly in server/ counts on its own: the entry points (main.ts, app.ts) and the foundations every
 * layer shares (context, clock, errors, schemas) live there side by side. Tests and their helpers
 * are not part of it. Which layer may import which is checked by .dependency-cruiser.cjs.
 */
import { cycles, folderOf, graphOf, modulesFrom, type Modules } from '../scripts/importCycles';

describe('the sandbox layers', () => {
  let modules: Modules;
  beforeAll(async () => {
    modules = await modulesFrom(['server/main.ts'], '^server/');
  });

  it('reads the whole sandbox from its entry point', () => {
    const sources = modules.map((module) => module.source);
    expect(sources).toEqual(expect.arrayContaining(['server/app.ts', 'server/store/documentStore.ts']));
    expect(sources.filter((source) => source.endsWith('.test.ts'))).toEqual([]);
  });

  it('has no import cycle between modules', () => {
    expect(cycles(graphOf(modules, (module) => module))).toEqual([]);
  });

  it('has no import cycle between folders', () => {
    expect(cycles(graphOf(modules, folderOf))).toEqual([]);
  });
});
