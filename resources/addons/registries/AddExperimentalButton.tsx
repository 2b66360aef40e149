import Button from '@mui/material/Button';
import { useSuccessNotify } from '@src/common/kit';
import { CanAccess, useCreate, useTranslate } from 'react-admin';

const EXPERIMENTAL = { name: 'experimental', type: 'Helm', url: 'https://addons.kubevela.net/experimental' };

/** Adds KubeVela's experimental registry in one click. */
export const AddExperimentalButton = ({ onAdded }: { onAdded: () => void }) => {
  const translate = useTranslate();
  const notifySuccess = useSuccessNotify();
  const [create, { isPending }] = useCreate();
  const add = () =>
    create(
      'addonRegistries',
      { data: EXPERIMENTAL },
      {
        onSuccess: () => {
          notifySuccess('resources.addons.registry.added');
          onAdded();
        },
      },
    );
  return (
    <CanAccess action="create" resource="addonRegistry:*">
      <Button variant="outlined" loading={isPending} onClick={add}>
        {translate('resources.addons.registry.addExperimental')}
      </Button>
    </CanAccess>
  );
};
