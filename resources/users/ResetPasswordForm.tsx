import Box from '@mui/material/Box';
import type { VelaDataProvider } from '@dataProvider/index';
import { ActionForm, ERROR_SHOWN_BY_PAGE, ErrorState, FormSkeleton } from '@src/common/kit';
import { PasswordInput, TextInput, useDataProvider, useGetOne } from 'react-admin';
import type { User } from './user';
import { passwordRules } from './userValidation';

// The drawer shows a failed load itself.
const shownByForm = () => undefined;

/** A new password for one user; the user is loaded first, so an unknown one shows why instead of a form. */
export const ResetPasswordForm = ({ name }: { name: string }) => {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const {
    data: user,
    error,
    isPending,
    isFetching,
    refetch,
  } = useGetOne<User>('users', { id: name, meta: ERROR_SHOWN_BY_PAGE }, { onError: shownByForm });
  if (error) {
    return (
      <Box sx={{ p: 2 }}>
        <ErrorState error={error} onRetry={() => refetch()} retrying={isFetching} />
      </Box>
    );
  }
  if (isPending) return <FormSkeleton />;
  return (
    <ActionForm
      defaultValues={{ name: user.name, password: '' }}
      successMessage="resources.users.notification.updated"
      submitLabel="resources.users.action.update"
      onSubmit={({ password }, meta) =>
        dataProvider.resetUserPassword(user.name, { alias: user.alias, password: String(password) }, meta)
      }
    >
      <TextInput source="name" resource="users" disabled />
      <PasswordInput
        source="password"
        resource="users"
        validate={passwordRules}
        autoComplete="new-password"
      />
    </ActionForm>
  );
};
