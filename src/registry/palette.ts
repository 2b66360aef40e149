import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import type { VelaDataProvider } from '@dataProvider/index';
import type { Feature, PaletteRecord, PaletteSource } from './feature';

interface ListedRow {
  name: string;
  alias?: string;
  project?: { name: string };
}

const WHOLE_LIST = {
  pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER },
  sort: { field: 'name', order: 'ASC' as const },
  filter: {},
  meta: ERROR_SHOWN_BY_PAGE,
};

/** A palette source's records: the same getList as the resource's list page, unpaged. */
export const listedRecords =
  (resource: string) =>
  async (dataProvider: VelaDataProvider, signal: AbortSignal): Promise<PaletteRecord[]> => {
    const { data } = await dataProvider.getList<ListedRow & { id: string }>(resource, {
      ...WHOLE_LIST,
      signal,
    });
    return data.map(({ name, alias, project }) => ({ name, alias, project: project?.name }));
  };

/** The command palette's record sources, from every feature, in their order. */
export const paletteSources = (features: readonly Feature[]): PaletteSource[] =>
  features.flatMap((feature) => feature.palette ?? []).sort((a, b) => a.position - b.position);
