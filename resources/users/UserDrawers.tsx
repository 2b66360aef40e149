import { CreateForm, EditForm, FormDrawer, type UrlDrawer, WIDE_DRAWER_WIDTH } from '@src/common/kit';
import { ResetPasswordForm } from './ResetPasswordForm';
import { UserInputs } from './UserInputs';

/** The drawers of the user list, opened by the URL hash: `#create`, `#edit/alice`, `#resetPassword/alice`. */
export const UserDrawers = ({ drawer, id, close }: Pick<UrlDrawer, 'drawer' | 'id' | 'close'>) => (
  <>
    <FormDrawer
      width={WIDE_DRAWER_WIDTH}
      open={drawer === 'create'}
      onClose={close}
      title="resources.users.action.new"
    >
      <CreateForm
        successMessage="resources.users.notification.created"
        submitLabel="resources.users.action.create"
        defaultValues={{ roles: [] }}
      >
        <UserInputs />
      </CreateForm>
    </FormDrawer>
    <FormDrawer
      width={WIDE_DRAWER_WIDTH}
      open={drawer === 'edit' && !!id}
      onClose={close}
      title="resources.users.title.edit"
    >
      {id ? (
        <EditForm
          id={id}
          successMessage="resources.users.notification.updated"
          submitLabel="resources.users.action.update"
        >
          <UserInputs editing />
        </EditForm>
      ) : null}
    </FormDrawer>
    <FormDrawer
      width={WIDE_DRAWER_WIDTH}
      open={drawer === 'resetPassword' && !!id}
      onClose={close}
      title="resources.users.title.resetPassword"
    >
      {id ? <ResetPasswordForm name={id} /> : null}
    </FormDrawer>
  </>
);
