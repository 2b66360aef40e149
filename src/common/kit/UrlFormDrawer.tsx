import { useRefresh } from 'react-admin';
import { ActionForm, type ActionFormProps } from './ActionForm';
import { FormDrawer, WIDE_DRAWER_WIDTH } from './FormDrawer';
import { useUrlDrawer } from './useUrlDrawer';

export interface UrlFormDrawerProps extends Omit<ActionFormProps, 'onSubmit'> {
  open: boolean;
  /** A catalog key or text. */
  title: string;
  /**
   * Sends the values of the <ActionForm> the drawer holds around its children (the inputs). Without it the
   * children are the form themselves (one that loads its record first).
   */
  onSubmit?: ActionFormProps['onSubmit'];
}

/**
 * A drawer of an application's part kept in the address (`#addPolicy`, `#editTrait/{component}/{type}`),
 * 800 wide: closing clears the address, and a save refreshes the page unless `onSaved` says otherwise.
 */
export const UrlFormDrawer = ({ open, title, onSubmit, onSaved, children, ...form }: UrlFormDrawerProps) => {
  const { close } = useUrlDrawer();
  const refresh = useRefresh();
  return (
    <FormDrawer open={open} onClose={close} width={WIDE_DRAWER_WIDTH} title={title}>
      {onSubmit ? (
        <ActionForm {...form} onSubmit={onSubmit} onSaved={onSaved ?? refresh}>
          {children}
        </ActionForm>
      ) : (
        children
      )}
    </FormDrawer>
  );
};
