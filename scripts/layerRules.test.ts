/**
 * The layer rules fail on a violation: .dependency-cruiser.cjs (run by `npm run lint`) is cruised over
 * small trees written for each rule, and the folder-cycle check of src/layers.test.ts over a feature
 * importing one that imports it back.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import { consoleUnitOf, cycles, graphOf, type Modules } from './importCycles';

const roots: string[] = [];
afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

/** The rules this project's config reports for a tree of files (path → source), relative imports only. */
async function violationsOf(files: Record<string, string>): Promise<string[]> {
  const root = mkdtempSync(join(tmpdir(), 'layer-rules-'));
  roots.push(root);
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  const options = await extractDepcruiseOptions(resolve('.dependency-cruiser.cjs'));
  const folders = [...new Set(Object.keys(files).map((path) => path.split('/')[0]))];
  const { output } = await cruise(folders, { ...options, tsConfig: undefined, baseDir: root });
  if (typeof output === 'string') throw new Error('dependency-cruiser answered text instead of a result');
  return output.summary.violations.map(({ rule, from, to }) => `${rule.name}: ${from} → ${to}`);
}

const exporting = 'export const value = 1;\n';

describe('the layer rules of .dependency-cruiser.cjs', () => {
  it('pass a tree that keeps them', async () => {
    expect(
      await violationsOf({
        'dataProvider/index.ts': exporting,
        'src/common/kit/List.ts':
          "import { value } from '../../../dataProvider/index';\nexport const list = value;\n",
        'resources/envs/index.ts':
          "import { list } from '../../src/common/kit/List';\nexport const envs = list;\n",
        'resources/apps/index.ts': "import { envs } from '../envs/index';\nexport const apps = envs;\n",
        'src/features.ts':
          "import { apps } from '../resources/apps/index';\nexport const features = [apps];\n",
      }),
    ).toEqual([]);
  });

  it('refuse a provider importing the shell or a feature', async () => {
    expect(
      await violationsOf({
        'dataProvider/index.ts':
          "import { features } from '../src/features';\nexport const table = features;\n",
        'authProvider/canAccess.ts':
          "import { value } from '../resources/roles/index';\nexport const roles = value;\n",
        'src/features.ts': 'export const features = [];\n',
        'resources/roles/index.ts': exporting,
      }),
    ).toEqual([
      'providers-below-the-shell: authProvider/canAccess.ts → resources/roles/index.ts',
      'providers-below-the-shell: dataProvider/index.ts → src/features.ts',
    ]);
  });

  it('refuse the kit or the schema forms importing a feature', async () => {
    expect(
      await violationsOf({
        'src/common/kit/declared/contributed.ts':
          "import { value } from '../../../../resources/declarations/index';\nexport const names = value;\n",
        'schemas/widgets.ts':
          "import { value } from '../resources/targets/index';\nexport const widgets = value;\n",
        'resources/declarations/index.ts': exporting,
        'resources/targets/index.ts': exporting,
      }),
    ).toEqual([
      'kit-below-features: schemas/widgets.ts → resources/targets/index.ts',
      'kit-below-features: src/common/kit/declared/contributed.ts → resources/declarations/index.ts',
    ]);
  });

  it('refuse a feature reaching past another feature’s index.ts', async () => {
    expect(
      await violationsOf({
        'resources/pipelines/index.ts':
          "import { value } from '../workflow/steps/stepGraph';\nexport const pipelines = value;\n",
        'resources/workflow/steps/stepGraph.ts': exporting,
      }),
    ).toEqual([
      'features-through-their-index: resources/pipelines/index.ts → resources/workflow/steps/stepGraph.ts',
    ]);
  });

  it('refuse an import cycle between modules', async () => {
    expect(
      await violationsOf({
        'src/layout/navigation.ts':
          "import { placed } from './declaredMenus';\nexport const menus = placed;\n",
        'src/layout/declaredMenus.ts':
          "import type { menus } from './navigation';\nexport const placed: typeof menus | 1 = 1;\n",
      }),
    ).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^no-circular: src\/layout\/(navigation|declaredMenus)\.ts/),
      ]),
    );
  });

  it('refuse a sandbox layer importing one above it, or the console', async () => {
    expect(
      await violationsOf({
        'server/store/records.ts':
          "import { deploy } from '../runtime/deploy';\nexport const records = deploy;\n",
        'server/runtime/deploy.ts':
          "import { create } from '../services/applications';\nexport const deploy = create;\n",
        'server/services/applications.ts':
          "import { route } from '../routes/applications';\nexport const create = route;\n",
        'server/routes/applications.ts':
          "import { value } from '../../dataProvider/index';\nexport const route = value;\n",
        'dataProvider/index.ts': exporting,
      }),
    ).toEqual([
      'sandbox-not-the-console: server/routes/applications.ts → dataProvider/index.ts',
      'server-runtime-below-services: server/runtime/deploy.ts → server/services/applications.ts',
      'server-services-below-routes: server/services/applications.ts → server/routes/applications.ts',
      'server-store-at-the-bottom: server/store/records.ts → server/runtime/deploy.ts',
    ]);
  });
});

describe('the folder-cycle check of src/layers.test.ts', () => {
  it('finds two features that import each other, whichever of their files do', () => {
    const modules = [
      { source: 'resources/a/index.ts', dependencies: [{ resolved: 'resources/b/index.ts' }] },
      { source: 'resources/b/index.ts', dependencies: [{ resolved: 'resources/b/shared/use.ts' }] },
      { source: 'resources/b/shared/use.ts', dependencies: [{ resolved: 'resources/a/index.ts' }] },
      { source: 'src/App.tsx', dependencies: [{ resolved: 'resources/a/index.ts' }] },
    ] as Modules;
    expect(cycles(graphOf(modules, consoleUnitOf))).toEqual([
      [
        'resources/a → resources/b (resources/a/index.ts → resources/b/index.ts)',
        'resources/b → resources/a (resources/b/shared/use.ts → resources/a/index.ts)',
      ],
    ]);
    expect(cycles(graphOf(modules, (module) => module))).toHaveLength(1);
  });
});
