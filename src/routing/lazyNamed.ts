import { createElement, lazy, useState } from 'react';
import type { ComponentType } from 'react';

interface Loading {
  promise: Promise<unknown>;
  /** Set once the module is in. */
  module?: unknown;
}

const loads = new WeakMap<() => Promise<unknown>, Loading>();

/**
 * Calls `load` once for all its callers (a page's lazy component and the start-up that gets ahead of
 * it, src/startup), and remembers the module once it is in.
 */
export function loadOnce<Module>(load: () => Promise<Module>): Promise<Module> {
  let loading = loads.get(load);
  if (!loading) {
    const started: Loading = { promise: load() };
    started.promise.then(
      (module) => (started.module = module),
      () => loads.delete(load),
    );
    loads.set(load, (loading = started));
  }
  return loading.promise as Promise<Module>;
}

/**
 * React.lazy for a module's named export: each page stays a named export and a chunk of its own. A page
 * whose module is already in (loaded ahead at start-up) draws at once, without suspending: React holds
 * back the content of a suspended boundary for a while after its fallback showed.
 */
export function lazyNamed<Module, Key extends keyof Module>(
  load: () => Promise<Module>,
  key: Key,
): Module[Key] & ComponentType {
  type Page = ComponentType<object>;
  const Lazy: Page = lazy(async () => ({ default: (await loadOnce(load))[key] as Page }));
  const inHand = () => loads.get(load)?.module as Module | undefined;
  const LazyNamed = (props: object) => {
    // Chosen once per mount: switching from the lazy component to the page would mount it again.
    const [drawn] = useState<{ Component: Page }>(() => ({
      Component: (inHand()?.[key] as Page | undefined) ?? Lazy,
    }));
    return createElement(drawn.Component, props);
  };
  return LazyNamed as Module[Key] & ComponentType;
}
