/**
 * VelaUX's plugin format (docs/plugins.md): an AMD module, `define([...shared], factory)`, loaded by
 * SystemJS with its AMD extra through a script tag of this origin. Its dependencies are the shared
 * modules, each loaded the first time a plugin names it; any other name fails the import.
 */
import 'systemjs/dist/s.js';
import 'systemjs/dist/extras/amd.js';
import { sharedModules } from './velaux/sharedModules';

type ExportAll = (exports: Record<string, unknown>) => void;
type Registration = [string[], (exportAll: ExportAll) => { setters: unknown[]; execute: () => void }];

interface SystemLoader {
  import(id: string): Promise<Record<string, unknown>>;
  resolve(id: string, parentUrl?: string): string;
  instantiate(url: string, parentUrl?: string, meta?: unknown): Promise<Registration | undefined>;
}

const scope = globalThis as typeof globalThis & { System: SystemLoader; define?: unknown };
const system = scope.System;
const SHARED_SCHEME = 'velaux-shared:';

// The AMD extra sets a global define(). Bundled libraries that look for one (lodash's full build
// does) would register themselves with SystemJS instead of exporting to their importer, so define()
// exists only while plugin scripts load.
const amdDefine = scope.define;
delete scope.define;
let scriptsLoading = 0;

async function withDefine<T>(load: () => Promise<T>): Promise<T> {
  scriptsLoading += 1;
  scope.define = amdDefine;
  try {
    return await load();
  } finally {
    scriptsLoading -= 1;
    if (scriptsLoading === 0) delete scope.define;
  }
}

/** A module of no dependencies whose value the AMD factory receives as it is. */
function sharedRegistration(value: unknown): Registration {
  return [
    [],
    (exportAll) => {
      exportAll({ default: value, __useDefault: true });
      return { setters: [], execute: () => undefined };
    },
  ];
}

const resolve = system.resolve.bind(system);
const instantiate = system.instantiate.bind(system);
system.resolve = (id, parentUrl) =>
  Object.hasOwn(sharedModules, id) ? `${SHARED_SCHEME}${id}` : resolve(id, parentUrl);
system.instantiate = async (url, parentUrl, meta) => {
  if (!url.startsWith(SHARED_SCHEME)) return withDefine(() => instantiate(url, parentUrl, meta));
  return sharedRegistration(await sharedModules[url.slice(SHARED_SCHEME.length)]());
};

/** The exports of the AMD module at this address (of this origin: the caller checks it). */
export function importAmdModule(address: string): Promise<Record<string, unknown>> {
  return system.import(address);
}
