import DeleteIcon from '@mui/icons-material/Delete';
import type { VelaDataProvider } from '@dataProvider/index';
import { ConfirmButton, errorText, useSuccessNotify } from '@src/common/kit';
import { useState } from 'react';
import { Confirm, useDataProvider, useNotify, useRefresh, useTranslate } from 'react-admin';

/** The server's refusal to delete a policy a workflow step still uses. */
const POLICY_IN_USE = 10026;

const businessCodeOf = (error: unknown) =>
  typeof error === 'object' && error !== null
    ? (error as { businessCode?: unknown }).businessCode
    : undefined;

interface Props {
  app: string;
  name: string;
  /** The `policy:{name}` permission resource. */
  resource: string;
}

/**
 * Deletes a policy after the spec's question; when a workflow still uses it (10026) asks whether to force
 * it, and then deletes it with `force=true`.
 */
export const PolicyDeleteButton = ({ app, name, resource }: Props) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const notify = useNotify();
  const notifySuccess = useSuccessNotify();
  const refresh = useRefresh();
  const [askForce, setAskForce] = useState(false);
  const [forcing, setForcing] = useState(false);
  const deleted = () => {
    notifySuccess('resources.appPolicies.notification.deleted');
    refresh();
  };
  const refused = (error: unknown) => notify(errorText(error, translate), { type: 'error' });
  const remove = async () => {
    try {
      await dataProvider.deletePolicy(app, name, { silent: true });
      deleted();
    } catch (error) {
      if (businessCodeOf(error) === POLICY_IN_USE) setAskForce(true);
      else refused(error);
    }
  };
  const force = async () => {
    setForcing(true);
    try {
      await dataProvider.deletePolicy(app, name, { force: true });
      deleted();
    } catch {
      // The API error toaster has reported the refusal.
    } finally {
      setForcing(false);
      setAskForce(false);
    }
  };
  return (
    <>
      <ConfirmButton
        label="ra.action.delete"
        icon={<DeleteIcon />}
        ariaLabel={translate('resources.appPolicies.action.delete', { name })}
        confirmText="resources.appPolicies.confirm.delete"
        access={{ action: 'delete', resource }}
        onConfirm={remove}
      />
      <Confirm
        isOpen={askForce}
        loading={forcing}
        title="vela.kit.confirm.title"
        content="resources.appPolicies.confirm.force"
        confirmColor="warning"
        onConfirm={force}
        onClose={() => {
          if (!forcing) setAskForce(false);
        }}
      />
    </>
  );
};
