import type { PaletteRecord, PaletteSource } from '@src/registry/feature';
import type { PaletteItem } from './paletteItems';

/** A record as a palette item: its name, with its alias and project as the hint. */
export function recordItem(source: PaletteSource, record: PaletteRecord): PaletteItem {
  const { name, alias, project } = record;
  const hint = [alias !== name ? alias : undefined, project].filter(Boolean).join(' · ');
  return {
    id: `${source.name}:${project ?? ''}/${name}`,
    label: name,
    hint: hint || undefined,
    ...source.page(record),
  };
}
