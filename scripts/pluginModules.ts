/**
 * The sandbox's demo plugins (plugins/{id}/module.ts), built as VelaUX's plugin toolkit builds one: an
 * AMD module, `define([...shared], factory)`, with the shared modules left to the UI that loads it
 * (docs/plugins.md). `npm run build` writes them to dist/public/plugins/{id}/module.js,
 * where the sandbox serves them as /public/plugins/{id}/module.js.
 */
import { join } from 'node:path';
import { build, type Plugin } from 'vite';

export const PLUGIN_IDS = ['app-demo', 'node-dashboard'];

/** The modules VelaUX provides to plugins: never bundled into one. */
export const SHARED_MODULES = [
  'react',
  'react-dom',
  'redux',
  'dva/router',
  'lodash',
  'moment',
  '@velaux/data',
  '@velaux/ui',
];

const EXPORTS = '__velauxPluginExports';
const parameterOf = (name: string) => `__velaux_shared_${name.replace(/\W/g, '_')}`;

/** Wraps the IIFE Vite writes (its shared modules taken as globals) into an AMD define(). */
function amdDefine(): Plugin {
  return {
    name: 'vela-plugin-amd-define',
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const shared = SHARED_MODULES.filter((name) => chunk.imports.includes(name));
        chunk.code = [
          `define(${JSON.stringify(shared)}, function (${shared.map(parameterOf).join(', ')}) {`,
          chunk.code,
          `return ${EXPORTS};`,
          '});',
          '',
        ].join('\n');
      }
    },
  };
}

export async function buildPluginModule(id: string, outDir: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: 'warn',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    oxc: { jsx: { runtime: 'classic' } },
    plugins: [amdDefine()],
    build: {
      outDir: join(outDir, 'public', 'plugins', id),
      emptyOutDir: true,
      copyPublicDir: false,
      lib: {
        entry: `plugins/${id}/module.ts`,
        formats: ['iife'],
        name: EXPORTS,
        fileName: () => 'module.js',
      },
      rolldownOptions: {
        external: SHARED_MODULES,
        output: { globals: (name: string) => parameterOf(name) },
      },
    },
  });
}

/** Builds every demo plugin into the console's output folder, after the console itself. */
export function pluginModules(): Plugin {
  let outDir = 'dist';
  return {
    name: 'vela-plugin-modules',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      for (const id of PLUGIN_IDS) await buildPluginModule(id, outDir);
    },
  };
}
