import { businessError, statusError } from '@dataProvider/apiError';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import { screen, waitFor, within } from '@testing-library/react';
import { testDataProvider, TextInput, useRefresh } from 'react-admin';
import type { UpdateParams } from 'react-admin';
import { vi } from 'vitest';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { renderKit } from '@src/test/renderKit';
import { EditForm } from './EditForm';
import { FormDrawer } from './FormDrawer';

const dev = { id: 'dev', name: 'dev', alias: 'Development', description: '' };

function envProvider() {
  const getOne = vi.fn(delayed(() => ({ data: dev })));
  const update = vi.fn(
    delayed((_resource: string, { data }: UpdateParams) => {
      if (data.alias === 'x') throw businessError(400, { BusinessCode: 10001, Message: 'alias too short' });
      return { data: { ...dev, ...data } };
    }),
  );
  return Object.assign(testDataProvider({ getOne: getOne as never, update: update as never }), {
    getOne,
    update,
  });
}

const EditDev = ({ onClose = () => undefined }: { onClose?: () => void }) => (
  <FormDrawer open onClose={onClose} title="Edit Environment">
    <EditForm id="dev" successMessage="Environment updated successfully">
      <TextInput source="name" disabled />
      <TextInput source="alias" />
    </EditForm>
  </FormDrawer>
);

beforeEach(signIn);

describe('an edit form', () => {
  it('loads the record, sends the change and closes with the success text', async () => {
    const dataProvider = envProvider();
    const onClose = vi.fn();
    const { user } = renderKit(<EditDev onClose={onClose} />, { dataProvider });
    const drawer = await screen.findByRole('dialog', { name: 'Edit Environment' });
    const alias = await within(drawer).findByRole('textbox', { name: 'Alias' });
    expect(alias).toHaveValue('Development');
    expect(within(drawer).getByRole('textbox', { name: 'Name' })).toBeDisabled();

    await user.clear(alias);
    await user.type(alias, 'Dev');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Environment updated successfully')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'envs',
      expect.objectContaining({
        id: 'dev',
        data: expect.objectContaining({ alias: 'Dev' }),
        meta: ERROR_SHOWN_BY_PAGE,
      }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows a refusal by Submit and keeps the edit', async () => {
    const { user } = renderKit(<EditDev />, { dataProvider: envProvider() });
    const alias = await screen.findByRole('textbox', { name: 'Alias' });
    await user.clear(alias);
    await user.type(alias, 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('alias too short(10001)');
    expect(alias).toHaveValue('x');
  });

  it('keeps what was typed, and the fields that cannot change, when the record is read again', async () => {
    const dataProvider = envProvider();
    dataProvider.getOne.mockImplementation(
      delayed(() => ({ data: { ...dev, description: `read ${dataProvider.getOne.mock.calls.length}` } })),
    );
    const ReadAgain = () => {
      const refresh = useRefresh();
      return <button onClick={refresh}>Read again</button>;
    };
    const { user } = renderKit(
      <FormDrawer open onClose={() => undefined} title="Edit Environment">
        <ReadAgain />
        <EditForm id="dev" successMessage="Environment updated successfully">
          <TextInput source="name" disabled />
          <TextInput source="alias" />
          <TextInput source="description" />
        </EditForm>
      </FormDrawer>,
      { dataProvider },
    );
    const alias = await screen.findByRole('textbox', { name: 'Alias' });
    await user.clear(alias);
    await user.type(alias, 'Dev');
    await user.click(screen.getByRole('button', { name: 'Read again' }));
    expect(await screen.findByDisplayValue('read 2')).toBeInTheDocument();
    expect(alias).toHaveValue('Dev');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Environment updated successfully')).toBeInTheDocument();
    expect(dataProvider.update).toHaveBeenCalledWith(
      'envs',
      expect.objectContaining({ data: expect.objectContaining({ name: 'dev', alias: 'Dev' }) }),
    );
  });

  it('shows a failed load with a Retry instead of an empty form', async () => {
    const dataProvider = envProvider();
    dataProvider.getOne.mockImplementationOnce(
      delayed(() => {
        throw statusError(404);
      }),
    );
    const { user } = renderKit(<EditDev />, { dataProvider });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('404 NotFound, please check the network or contact the administrator!');
    expect(screen.queryByRole('textbox', { name: 'Alias' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Alias' })).toHaveValue('Development');
  });

  it('opens for a user allowed on this very record only, and says so to one who is not', async () => {
    const auditorEditor = {
      name: 'lead',
      platformPermissions: [
        { name: 'auditor', resources: ['role:auditor'], actions: ['*'], effect: 'Allow' },
      ],
      projectPermissions: {},
    };
    const role = { id: 'auditor', name: 'auditor', alias: 'Auditor' };
    const dataProvider = testDataProvider({ getOne: delayed(() => ({ data: role })) as never });
    const EditRole = ({ id }: { id: string }) => (
      <FormDrawer open onClose={() => undefined} title="Edit Role">
        <EditForm id={id} successMessage="Role updated successfully">
          <TextInput source="alias" />
        </EditForm>
      </FormDrawer>
    );
    const authProvider = fakeAuthProvider({ user: auditorEditor });
    const view = renderKit(<EditRole id="auditor" />, { resource: 'roles', dataProvider, authProvider });
    expect(await screen.findByRole('textbox', { name: 'Alias' })).toHaveValue('Auditor');
    view.unmount();

    renderKit(<EditRole id="admin" />, { resource: 'roles', dataProvider, authProvider });
    const drawer = await screen.findByRole('dialog', { name: 'Edit Role' });
    expect(
      await within(drawer).findByText("You don't have the right permissions to access this page"),
    ).toBeInTheDocument();
    expect(within(drawer).queryByRole('textbox')).not.toBeInTheDocument();
  });
});
