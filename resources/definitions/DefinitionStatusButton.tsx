import Button from '@mui/material/Button';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { VelaDataProvider } from '@dataProvider/index';
import { useSuccessNotify } from '@src/common/kit';
import type { Definition } from './definition';
import type { DefinitionType } from './definitionTypes';

interface Props {
  definition: Definition;
  type: DefinitionType;
  onChanged: () => void;
}

/** Disable hides an enabled definition from the UI (hiddenInUI: true); Enable shows a disabled one again. */
export const DefinitionStatusButton = ({ definition, type, onChanged }: Props) => {
  const translate = useTranslate();
  const notifySuccess = useSuccessNotify();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const [saving, setSaving] = useState(false);
  const enabled = definition.status !== 'disable';

  const toggle = async () => {
    setSaving(true);
    try {
      await dataProvider.updateDefinitionStatus(definition.name, { type, hiddenInUI: enabled });
      notifySuccess('resources.definitions.notification.statusUpdated');
      onChanged();
    } catch {
      // The API error toaster has already reported the failure; the row keeps its status.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Button size="small" color={enabled ? 'warning' : 'primary'} disabled={saving} onClick={toggle}>
      {translate(enabled ? 'resources.definitions.action.disable' : 'resources.definitions.action.enable')}
    </Button>
  );
};
