import type { VelaDataProvider } from '@dataProvider/index';
import { useStarredReader } from '@src/common/kit';
import type { components } from '../../../contract/api';
import type { PaletteRecord, PaletteSource } from '@src/registry/feature';
import { useFeatures } from '@src/registry/featuresContext';
import { paletteSources } from '@src/registry/palette';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCanAccessResources, useDataProvider, usePermissions } from 'react-admin';
import type { PaletteItem } from './paletteItems';
import { recordItem } from './recordItem';

type UserInfo = components['schemas']['v1.LoginUserInfoResponse'];

export interface RecordGroup {
  name: string;
  items: PaletteItem[];
  isPending: boolean;
  /** Why the source could not be loaded, if it failed; the other groups do not depend on it. */
  error?: unknown;
}

/** The projects the user belongs to, from user_info: no request of their own. */
function useOwnProjects(projectsSource: PaletteSource | undefined, wanted: boolean): RecordGroup[] {
  const { permissions, isPending, error } = usePermissions<UserInfo>();
  if (!projectsSource || !wanted) return [];
  const items = (permissions?.projects ?? []).map(({ name, alias }) =>
    recordItem(projectsSource, { name, alias }),
  );
  return [{ name: 'projects', items, isPending, error: error ?? undefined }];
}

/** A source's records split into the user's starred ones (in the order starred) and the others. */
function splitStarred(records: PaletteRecord[], stars: string[]) {
  const starred = stars.flatMap((name) => records.filter((record) => record.name === name));
  return { starred, others: records.filter((record) => !stars.includes(record.name)) };
}

/**
 * The records of every source the user may list, fetched only while the palette is open (the caller is
 * mounted only then) and kept in react-query's cache for the next opening. Who may not list every
 * project still finds their own ones. The user's starred records are taken out of their groups into
 * `starred`.
 */
export function useRecordGroups(): { groups: RecordGroup[]; starred: PaletteItem[]; loading: boolean } {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const starsOf = useStarredReader();
  const features = useFeatures();
  const sources = useMemo(() => paletteSources(features), [features]);
  const listAccess = useMemo(() => sources.map(({ access }) => access), [sources]);
  const projectsSource = sources.find(({ name }) => name === 'projects');
  const { canAccess, isPending: checking } = useCanAccessResources({
    action: 'list',
    resources: listAccess,
  });
  const allowed = sources.filter(({ access }) => canAccess?.[access] === true);
  const answers = useQueries({
    queries: allowed.map((source) => ({
      queryKey: ['palette', source.name],
      queryFn: ({ signal }: { signal: AbortSignal }) => source.load(dataProvider, signal),
      retry: false,
    })),
  });
  const ownProjects = useOwnProjects(
    projectsSource,
    canAccess !== undefined && !!projectsSource && !canAccess[projectsSource.access],
  );
  const split = allowed.map((source, index) =>
    splitStarred(answers[index].data ?? [], source.starred ? starsOf(source.starred) : []),
  );
  const listed = allowed.map((source, index): RecordGroup => {
    const { isPending, error } = answers[index];
    const items = split[index].others.map((record) => recordItem(source, record));
    return { name: source.name, items, isPending, error: error ?? undefined };
  });
  const starred = allowed.flatMap((source, index) =>
    split[index].starred.map((record) => recordItem(source, record)),
  );
  const order = sources.map(({ name }) => name);
  const groups = [...listed, ...ownProjects].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  return { groups, starred, loading: checking || groups.some(({ isPending }) => isPending) };
}
