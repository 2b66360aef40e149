/**
 * The console's layers (docs/ARCHITECTURE.md): what runs, the module graph from src/main.tsx with
 * type-only imports included, has no import cycle between modules nor between folders. A feature of
 * resources/ counts as one node with everything below it (its screens share through its own shared/
 * folder); elsewhere each folder is a node (src/layout and src/layout/commandPalette are two), and a
 * file directly in a top folder (src/App.tsx, dataProvider/index.ts) counts on its own, as in the
 * sandbox (server/layers.test.ts). Which layer may import which is checked by .dependency-cruiser.cjs.
 */
import { consoleUnitOf, cycles, graphOf, modulesFrom, type Modules } from '../scripts/importCycles';

describe('the console layers', () => {
  let modules: Modules;
  beforeAll(async () => {
    modules = await modulesFrom(
      ['src/main.tsx'],
      '^(src|resources|dataProvider|authProvider|schemas|contract)/',
    );
  });

  it('reads the whole console from its entry point, lazily loaded screens included', () => {
    const sources = modules.map((module) => module.source);
    expect(sources).toEqual(
      expect.arrayContaining([
        'src/App.tsx',
        'src/features.ts',
        'resources/applications/detail/ApplicationDetail.tsx',
        'dataProvider/index.ts',
        'schemas/VelaForm.tsx',
      ]),
    );
    expect(sources.filter((source) => /\.test\.tsx?$/.test(source))).toEqual([]);
  });

  it('has no import cycle between modules', () => {
    expect(cycles(graphOf(modules, (module) => module))).toEqual([]);
  });

  it('has no import cycle between folders, each feature one node', () => {
    expect(cycles(graphOf(modules, consoleUnitOf))).toEqual([]);
  });
});
