/**
 * Reset: the datastore components go back to what the newest revision applied.
 */
import type { ServiceContext } from '../../context';
import { timestamp } from '../../context';
import { BusinessError } from '../../errors';
import type { ManifestComponent, TraitRecord } from '../../store/applicationRecords';
import type { Stored } from '../../store/documentStore';
import { scopedKey } from '../../store/records';
import { catalogueEntry } from '../../runtime/definitions/catalogue';
import { workloadTypeOf } from '../../runtime/definitions/componentTypes';
import { componentsOf, requireApp } from './lookups';
import { revisionsOf } from './revisions';

function traitsFrom(
  ctx: ServiceContext,
  source: ManifestComponent,
  current?: Stored<'appComponent'>,
): TraitRecord[] {
  const now = timestamp(ctx);
  return source.traits.map((trait) => {
    const before = current?.traits.find((each) => each.type === trait.type);
    return before
      ? { ...before, properties: trait.properties, updateTime: now }
      : {
          type: trait.type,
          alias: '',
          description: '',
          properties: trait.properties,
          createTime: now,
          updateTime: now,
        };
  });
}

export function resetApplication(ctx: ServiceContext, app: string, creator: string): { isReset: boolean } {
  requireApp(ctx, app);
  const newest = revisionsOf(ctx, app)[0];
  if (!newest) throw new BusinessError(10018);
  const wanted = newest.manifest.spec.components;
  ctx.store.transaction(() => {
    for (const component of componentsOf(ctx, app)) {
      if (!wanted.some((c) => c.name === component.name))
        ctx.store.delete('appComponent', scopedKey(app, component.name));
    }
    for (const source of wanted) {
      const key = scopedKey(app, source.name);
      const current = ctx.store.get('appComponent', key);
      const definition = catalogueEntry('component', source.type);
      const fields = {
        type: source.type,
        properties: source.properties,
        traits: traitsFrom(ctx, source, current),
        dependsOn: source.dependsOn ?? [],
        inputs: source.inputs ?? [],
        outputs: source.outputs ?? [],
        workloadType: definition ? workloadTypeOf(definition) : {},
      };
      if (current) ctx.store.update('appComponent', key, { ...current, ...fields });
      else {
        ctx.store.insert('appComponent', key, {
          ...fields,
          app,
          name: source.name,
          alias: '',
          description: '',
          icon: '',
          labels: {},
          main: false,
          creator,
        });
      }
    }
  });
  return { isReset: true };
}
