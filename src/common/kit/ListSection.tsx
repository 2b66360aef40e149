import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { ListBase, useGetResourceLabel, useResourceContext, useTranslate } from 'react-admin';
import type { FilterPayload, SortPayload } from 'react-admin';
import { FilterChangesReplace } from './FilterChangesReplace';
import { ListAddressScope } from './ListAddressScope';
import { ListBody } from './ListBody';
import { ListPagination } from './ListPagination';
import { RefreshButton } from './RefreshButton';

export interface ListSectionProps {
  /** The rows, usually a <DataTable>. */
  children: ReactNode;
  resource: string;
  /** Catalog key or text of the section's heading; defaults to the resource's plural name. */
  title?: string;
  /** Buttons and links beside Refresh. */
  actions?: ReactNode;
  /** Defaults to <EmptyState />. */
  empty?: ReactNode;
  perPage?: number;
  sort?: SortPayload;
  /** A permanent filter the user cannot change (a project scope). */
  filter?: FilterPayload;
  /** Passed to the data provider, e.g. `{ project }` for nested resources. */
  meta?: Record<string, unknown>;
  /** Keeps page and sort in the URL: only for the one list of a page. */
  syncWithLocation?: boolean;
  /** Keeps page and sort in the URL under this name (`targets.page=2`): one for each list of a page. */
  urlKey?: string;
  /**
   * Where a list kept in the URL remembers its params for a visit without any (react-admin restores them
   * then); one per parent (`appRevisions.{app}`), so one application's filters never apply to another's.
   */
  storeKey?: string;
}

// react-admin's own default order, given explicitly so the address can leave it out.
const BY_ID: SortPayload = { field: 'id', order: 'ASC' };

// The section shows a failed load itself; react-admin's own error toast would repeat it.
const shownBySection = () => undefined;

interface SectionHeadingProps {
  id: string;
  title?: string;
  actions?: ReactNode;
}

const SectionHeading = ({ id, title, actions }: SectionHeadingProps) => {
  const translate = useTranslate();
  const getLabel = useGetResourceLabel();
  const resource = useResourceContext() ?? '';
  return (
    <Stack direction="row" alignItems="center" spacing={1} sx={{ px: 2, pt: 1.5, pb: 1 }}>
      <Typography id={id} variant="h6" component="h2" sx={{ flex: 1 }}>
        {title ? translate(title, { _: title }) : getLabel(resource, 2)}
      </Typography>
      {actions}
      <RefreshButton />
    </Stack>
  );
};

/**
 * A list that is a part of a page (a card of a summary, a tab): a region named by its h2 heading, with
 * its actions and Refresh, then the rows with the same states as a list page. The page around it has
 * checked access, so it does not redirect on its own; it leaves the URL alone unless it is the page's
 * only list or has a `urlKey`.
 */
export const ListSection = ({
  children,
  resource,
  title,
  actions,
  empty,
  perPage = 10,
  sort = BY_ID,
  filter,
  meta,
  syncWithLocation = false,
  storeKey,
  urlKey,
}: ListSectionProps) => {
  const headingId = useId();
  const list = (
    <ListBase
      resource={resource}
      perPage={perPage}
      sort={sort}
      filter={filter}
      disableAuthentication
      disableSyncWithLocation={!syncWithLocation && !urlKey}
      storeKey={urlKey ? false : storeKey}
      queryOptions={{ meta: { ...meta, ...ERROR_SHOWN_BY_PAGE }, onError: shownBySection }}
    >
      <SectionHeading id={headingId} title={title} actions={actions} />
      <ListBody empty={empty}>{children}</ListBody>
      <ListPagination rowsPerPageOptions={[perPage]} />
    </ListBase>
  );
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      {urlKey ? (
        <ListAddressScope name={urlKey} perPage={perPage} sort={sort}>
          {list}
        </ListAddressScope>
      ) : (
        <FilterChangesReplace>{list}</FilterChangesReplace>
      )}
    </Paper>
  );
};
