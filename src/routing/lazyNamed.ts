import { lazy } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';

/** React.lazy for a module's named export: each page stays a named export and a chunk of its own. */
export function lazyNamed<Module, Key extends keyof Module>(
  load: () => Promise<Module>,
  key: Key,
): LazyExoticComponent<Module[Key] & ComponentType> {
  return lazy(async () => ({ default: (await load())[key] as Module[Key] & ComponentType }));
}
