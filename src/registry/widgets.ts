import type { DeclaredWidgets } from '@src/common/kit/declared/declaredWidgets';
import type { Feature } from './feature';

/** The custom inputs declared forms may name, from every feature; the first feature to give a name keeps it. */
export function declaredWidgets(features: readonly Feature[]): DeclaredWidgets {
  const widgets: Record<string, DeclaredWidgets[string]> = {};
  for (const feature of features) {
    for (const [name, widget] of Object.entries(feature.widgets ?? {})) {
      if (!Object.hasOwn(widgets, name)) widgets[name] = widget;
    }
  }
  return widgets;
}
