import type { ReactNode } from 'react';
import { useCanAccess } from 'react-admin';
import { AccessDeniedPage } from '../pages/AccessDenied/AccessDeniedPage';
import { ContentLoading } from './ContentLoading';
import type { MenuAccess } from './navigation/navigation';

interface RouteAccessProps {
  /** The permission of the menu the path belongs to (navigation.ts); none: open to every user. */
  access?: MenuAccess;
  children: ReactNode;
}

const Gate = ({ access, children }: { access: MenuAccess; children: ReactNode }) => {
  const { canAccess, isPending } = useCanAccess(access);
  if (isPending) return <ContentLoading />;
  return canAccess ? children : <AccessDeniedPage />;
};

/**
 * A page opens for those who may see its menu: a typed or shared address of a hidden menu shows the
 * access-denied page in place (the address stays), and nothing of the page while permissions load.
 */
export const RouteAccess = ({ access, children }: RouteAccessProps) =>
  access ? <Gate access={access}>{children}</Gate> : children;
