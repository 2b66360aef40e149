import { ComingSoon } from '@src/common/ComingSoon';
import { useGetResourceLabel, useParams } from 'react-admin';

/** /addons/{addonName}, including /addons/cloudshell where the cloud shell prompt sends the user. */
export const AddonDetail = () => {
  const { addonName } = useParams<{ addonName: string }>();
  const getLabel = useGetResourceLabel();
  return <ComingSoon title={`${getLabel('addons', 1)} ${addonName ?? ''}`} />;
};
