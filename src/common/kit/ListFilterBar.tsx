import Box from '@mui/material/Box';
import { useDeferredValue, useMemo } from 'react';
import type { ReactElement } from 'react';
import { FilterForm, ListContext, useListFilterContext } from 'react-admin';
import type { ListControllerResult } from 'react-admin';

/** The room the filter inputs take (react-admin's filter form is at least this high), kept while they are drawn. */
const FilterBarSpace = () => <Box sx={{ flex: '0 1 100%', minHeight: (theme) => theme.spacing(8) }} />;

/**
 * A list frame's filter inputs, drawn just after the rows (issue 35): their first drawing, a deferred
 * render, does not hold back the list, whose rows are what the page is opened for. Drawn again only when
 * the filters change: react-admin's filter form reads the whole list context, so every input was drawn
 * again at each change of the rows' state (loading, fetching, the rows); it gets react-admin's own filter
 * part of that context, which changes with the filters alone, and the inputs read nothing else of it.
 */
export const ListFilterBar = ({ inputs }: { inputs: ReactElement[] }) => {
  const drawn = useDeferredValue(true, false);
  const filters = useListFilterContext();
  const form = useMemo(() => <FilterForm filters={inputs} />, [inputs]);
  if (!drawn) return <FilterBarSpace />;
  return <ListContext.Provider value={filters as ListControllerResult}>{form}</ListContext.Provider>;
};
