import Box from '@mui/material/Box';
import { FormDrawer } from '@src/common/kit';
import { useState } from 'react';
import { CloudClusterTable } from './CloudClusterTable';
import type { CloudAccount } from './cloudAccount';
import { CloudKeysForm } from './CloudKeysForm';

/** Wide enough for the six columns of the account's cluster table. */
const CLOUD_DIALOG_WIDTH = 800;

interface Props {
  open: boolean;
  onClose: () => void;
  onConnected: () => void;
}

/** The steps live inside the dialog, so closing it forgets the keys and starts again at step one. */
const CloudConnectSteps = ({ onConnected }: Pick<Props, 'onConnected'>) => {
  const [account, setAccount] = useState<CloudAccount>();
  if (!account) return <CloudKeysForm onListed={setAccount} />;
  return (
    <Box sx={{ p: 2 }}>
      <CloudClusterTable account={account} onConnected={onConnected} />
    </Box>
  );
};

/** Connect From Cloud: the provider and keys, then the account's clusters to connect one of. */
export const CloudConnectDialog = ({ open, onClose, onConnected }: Props) => (
  <FormDrawer
    open={open}
    onClose={onClose}
    title="resources.clusters.title.connectCloud"
    variant="dialog"
    width={CLOUD_DIALOG_WIDTH}
  >
    <CloudConnectSteps onConnected={onConnected} />
  </FormDrawer>
);
