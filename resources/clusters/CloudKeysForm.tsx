import Alert from '@mui/material/Alert';
import type { VelaDataProvider } from '@dataProvider/index';
import { ActionForm } from '@src/common/kit';
import { PasswordInput, SelectInput, useDataProvider, useTranslate } from 'react-admin';
import { CLOUD_PAGE_SIZE, type CloudAccount } from './cloudAccount';
import { cloudRequired } from './clusterValidation';

const PROVIDERS = [{ id: 'aliyun', name: 'resources.clusters.cloud.providers.aliyun' }];

/** Step one of Connect From Cloud: the provider and keys, checked by listing the account's clusters. */
export const CloudKeysForm = ({ onListed }: { onListed: (account: CloudAccount) => void }) => {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const translate = useTranslate();
  return (
    <ActionForm
      keepOpen
      submitLabel="resources.clusters.action.nextStep"
      onSubmit={async (values, meta) => {
        const provider = String(values.provider);
        const keys = {
          accessKeyID: String(values.accessKeyID),
          accessKeySecret: String(values.accessKeySecret),
        };
        const firstPage = await dataProvider.listCloudClusters(
          provider,
          keys,
          { page: 1, pageSize: CLOUD_PAGE_SIZE },
          meta,
        );
        return { provider, keys, firstPage };
      }}
      onSaved={(account) => onListed(account as CloudAccount)}
    >
      <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
        {translate('resources.clusters.cloud.notice')}
      </Alert>
      <SelectInput
        source="provider"
        label="resources.clusters.cloud.provider"
        choices={PROVIDERS}
        validate={cloudRequired}
      />
      <PasswordInput
        source="accessKeyID"
        label="resources.clusters.cloud.accessKeyID"
        validate={cloudRequired}
      />
      <PasswordInput
        source="accessKeySecret"
        label="resources.clusters.cloud.accessKeySecret"
        validate={cloudRequired}
      />
    </ActionForm>
  );
};
