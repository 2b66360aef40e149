import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { DeleteButton } from '@src/common/kit';
import { CanAccess, useRecordContext, useTranslate } from 'react-admin';
import { userPermission, type User } from './user';
import { UserStatusButton } from './UserStatusButton';

interface Props {
  /** Opens a drawer for this user: `edit` or `resetPassword`. */
  openDrawer: (drawer: string, name: string) => void;
}

/** A drawer opener gated by the update permission on this user; its name says whose drawer. */
const UpdateButton = ({ label, drawer, openDrawer }: Props & { label: string; drawer: string }) => {
  const user = useRecordContext<User>();
  const translate = useTranslate();
  if (!user) return null;
  return (
    <CanAccess action="update" resource={userPermission(user.name)}>
      <Button
        size="small"
        aria-label={`${translate(label)} ${user.name}`}
        onClick={() => openDrawer(drawer, user.name)}
      >
        {translate(label)}
      </Button>
    </CanAccess>
  );
};

/** Reset Password, Edit, Enable or Disable, and Delete: each only with its permission on this user. */
export const UserRowActions = ({ openDrawer }: Props) => (
  <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
    <UpdateButton
      label="resources.users.action.resetPassword"
      drawer="resetPassword"
      openDrawer={openDrawer}
    />
    <UpdateButton label="resources.users.action.edit" drawer="edit" openDrawer={openDrawer} />
    <UserStatusButton />
    <DeleteButton successMessage="resources.users.notification.deleted" />
  </Stack>
);
