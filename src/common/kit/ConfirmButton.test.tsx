import { statusError } from '@dataProvider/apiError';
import { screen, waitFor, within } from '@testing-library/react';
import { DataTable, ListContextProvider, testDataProvider, useList } from 'react-admin';
import type { DeleteParams } from 'react-admin';
import { vi } from 'vitest';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { allAnswersShown, delayed } from '@src/test/latency';
import { renderKit } from '@src/test/renderKit';
import type { FakeUser } from '@src/test/users';
import { ConfirmButton } from './ConfirmButton';
import { DeleteButton } from './DeleteButton';

const users = [
  { id: 'alice', name: 'alice' },
  { id: 'bob', name: 'bob' },
];

const UserTable = () => {
  const list = useList({ data: users, resource: 'users' });
  return (
    <ListContextProvider value={list}>
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="name" />
        <DataTable.Col>
          <DeleteButton successMessage="User deleted successfully" />
        </DataTable.Col>
      </DataTable>
    </ListContextProvider>
  );
};

/** May delete alice only. */
const aliceKeeper: FakeUser = {
  name: 'keeper',
  platformPermissions: [{ name: 'd', resources: ['user:alice'], actions: ['delete'], effect: 'Allow' }],
  projectPermissions: {},
};

beforeEach(signIn);

describe('a confirm button', () => {
  it('asks with the spec text first, and acts only on Confirm', async () => {
    const recycle = vi.fn(delayed(() => undefined));
    const { user } = renderKit(
      <ConfirmButton
        label="Recycle"
        confirmText="Are you sure you want to recycle the application form this environment?"
        successMessage="Recycle application environment success"
        onConfirm={recycle}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Recycle' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent(
      'Are you sure you want to recycle the application form this environment?',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(recycle).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Recycle' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Recycle application environment success')).toBeInTheDocument();
    expect(recycle).toHaveBeenCalledTimes(1);
  });

  it('closes without a success text when the act fails', async () => {
    const failing = vi.fn(
      delayed(() => {
        throw statusError(500);
      }),
    );
    const { user } = renderKit(
      <ConfirmButton label="Detach" successMessage="cluster delete success" onConfirm={failing} />,
    );
    await user.click(screen.getByRole('button', { name: 'Detach' }));
    const question = await screen.findByRole('dialog');
    expect(question).toHaveTextContent('Unrecoverable after deletion, are you sure to delete it?');
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(failing).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('cluster delete success')).not.toBeInTheDocument();
  });
});

describe('a delete button', () => {
  it('deletes the record of its row after confirmation, and says so', async () => {
    const deleteOne = vi.fn(
      delayed((_resource: string, { previousData }: DeleteParams) => ({ data: previousData })),
    );
    const dataProvider = Object.assign(testDataProvider({ delete: deleteOne as never }), {
      delete: deleteOne,
    });
    const { user } = renderKit(<UserTable />, { resource: 'users', dataProvider });
    await user.click(await screen.findByRole('button', { name: 'Delete bob' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('User deleted successfully')).toBeInTheDocument();
    expect(deleteOne).toHaveBeenCalledWith('users', expect.objectContaining({ id: 'bob' }));
  });

  it('is shown only on rows the user may delete', async () => {
    renderKit(<UserTable />, { resource: 'users', authProvider: fakeAuthProvider({ user: aliceKeeper }) });
    expect(await screen.findByRole('button', { name: 'Delete alice' })).toBeInTheDocument();
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'Delete bob' })).not.toBeInTheDocument();
  });
});
