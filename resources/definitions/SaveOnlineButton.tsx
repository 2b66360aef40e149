import Button from '@mui/material/Button';
import type { VelaDataProvider } from '@dataProvider/index';
import { useState } from 'react';
import { useSuccessNotify } from '@src/common/kit';
import { useCanAccess, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { definitionPermission } from './definition';
import type { DefinitionType } from './definitionTypes';
import type { UiSchemaDraft } from './uiSchemaDraft';

interface Props {
  type: DefinitionType;
  name: string;
  draft: UiSchemaDraft;
}

/** Stores the edited UI schema; shown only to users who may update this definition. */
export const SaveOnlineButton = ({ type, name, draft }: Props) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifySuccess = useSuccessNotify();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const { canAccess } = useCanAccess({ action: 'update', resource: definitionPermission(name) });
  const [saving, setSaving] = useState(false);
  if (!canAccess) return null;

  const save = async () => {
    if (draft.kind !== 'entries') {
      notify('resources.definitions.uiSchema.invalid', { type: 'error' });
      return;
    }
    setSaving(true);
    try {
      await dataProvider.updateDefinitionUiSchema(name, { type, uiSchema: draft.entries });
      notifySuccess('resources.definitions.notification.uiSchemaUpdated');
    } catch {
      // The API error toaster has already reported the failure; the edited text stays as it is.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Button variant="contained" disabled={saving} onClick={save}>
      {translate('resources.definitions.action.saveOnline')}
    </Button>
  );
};
