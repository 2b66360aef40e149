import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { FormDrawer } from '@src/common/kit';
import { useState } from 'react';
import { CanAccess, ResourceContextProvider, useTranslate } from 'react-admin';
import type { useAddonRegistries } from '../useAddonQueries';
import { AddExperimentalButton } from './AddExperimentalButton';
import { RegistryForm } from './RegistryForm';
import { RegistryPanel } from './RegistryPanel';
import { listsRegistry } from './registryRows';

/** The registry manager's width in the spec. */
const REGISTRY_DIALOG_WIDTH = 1000;

interface Props {
  open: boolean;
  onClose: () => void;
  registries: ReturnType<typeof useAddonRegistries>;
}

/** Registry Management: the registries, New (an inline form), the experimental one in a click, and Remove. */
export const RegistryDialog = ({ open, onClose, registries }: Props) => {
  const translate = useTranslate();
  const [adding, setAdding] = useState(false);
  return (
    <FormDrawer
      open={open}
      onClose={onClose}
      title="resources.addons.registry.title"
      variant="dialog"
      width={REGISTRY_DIALOG_WIDTH}
    >
      <ResourceContextProvider value="addonRegistries">
        <Stack spacing={2} sx={{ p: 3 }}>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'flex-end' }}>
            {listsRegistry(registries.data, 'experimental') ? null : (
              <AddExperimentalButton onAdded={() => void registries.refetch()} />
            )}
            <CanAccess action="create" resource="addonRegistry:*">
              <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                {translate('resources.addons.registry.new')}
              </Button>
            </CanAccess>
          </Stack>
          <RegistryPanel registries={registries} />
          {adding ? (
            <RegistryForm
              onAdded={() => {
                setAdding(false);
                void registries.refetch();
              }}
            />
          ) : null}
        </Stack>
      </ResourceContextProvider>
    </FormDrawer>
  );
};
