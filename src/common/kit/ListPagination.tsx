import { Pagination, useListContext } from 'react-admin';
import type { PaginationProps } from 'react-admin';

/** react-admin's Pagination, except after a failed load: no made-up pager under an error. */
export const ListPagination = (props: PaginationProps) => {
  const { error } = useListContext();
  return error ? null : <Pagination {...props} />;
};
