import type { ReactNode } from 'react';
import { useCanAccess } from 'react-admin';
import { Navigate } from 'react-router-dom';

/** Like react-admin's lists: nothing until `definition:*` list is granted, access-denied otherwise. */
export const DefinitionAccess = ({ children }: { children: ReactNode }) => {
  const { isPending, canAccess } = useCanAccess({ action: 'list', resource: 'definitions' });
  if (isPending) return null;
  if (!canAccess) return <Navigate to="/access-denied" replace />;
  return children;
};
