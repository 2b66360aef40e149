import type { ReactNode } from 'react';
import { List } from 'react-admin';
import { ResourceHeading } from './ResourceHeading';

// The API error toaster already reports every failed call; react-admin's own toast would repeat it.
const reportedElsewhere = { onError: () => undefined };

/** A resource list page: the heading, then react-admin's List without its title, export or error toast. */
export const ConsoleList = ({ children, perPage = 10 }: { children: ReactNode; perPage?: number }) => (
  <>
    <ResourceHeading />
    <List title={false} exporter={false} perPage={perPage} queryOptions={reportedElsewhere}>
      {children}
    </List>
  </>
);
