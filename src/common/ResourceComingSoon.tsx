import { useGetResourceLabel, useResourceContext } from 'react-admin';
import { ComingSoon } from './ComingSoon';

/** Placeholder for a resource page, titled with the resource's translated plural name. */
export const ResourceComingSoon = ({ resource }: { resource?: string }) => {
  const fromContext = useResourceContext();
  const getLabel = useGetResourceLabel();
  return <ComingSoon title={getLabel(resource ?? fromContext ?? '', 2)} />;
};
