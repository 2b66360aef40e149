import { businessError } from '@dataProvider/apiError';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import { screen, within } from '@testing-library/react';
import { CheckboxGroupInput, required, testDataProvider, TextInput, useGetList } from 'react-admin';
import type { CreateParams } from 'react-admin';
import { vi } from 'vitest';
import { signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { renderKit } from '@src/test/renderKit';
import { ChoicesError } from './ChoicesError';
import { CreateForm } from './CreateForm';

const roles = [
  { id: 'admin', name: 'Admin' },
  { id: 'viewer', name: 'Viewer' },
];

/** A form whose role picker looks its choices up. */
const NewMember = () => {
  const lookup = useGetList('roles', { meta: ERROR_SHOWN_BY_PAGE }, { retry: false });
  return (
    <CreateForm successMessage="Member added successfully">
      <TextInput source="name" />
      {lookup.error ? (
        <ChoicesError source="roles" label="Roles" lookup={lookup} />
      ) : (
        <CheckboxGroupInput
          source="roles"
          choices={lookup.data ?? []}
          isPending={lookup.isPending}
          validate={required('Please select at least one role')}
        />
      )}
    </CreateForm>
  );
};

/** Refuses the role lookup once, then answers it. */
function memberProvider() {
  let refused = false;
  const getList = vi.fn(
    delayed(() => {
      if (!refused) {
        refused = true;
        throw businessError(500, { BusinessCode: 10000, Message: 'database is down' });
      }
      return { data: roles, total: roles.length };
    }),
  );
  const create = vi.fn(delayed((_r: string, { data }: CreateParams) => ({ data: { ...data, id: 'm' } })));
  return Object.assign(testDataProvider({ getList: getList as never, create: create as never }), {
    getList,
    create,
  });
}

beforeEach(signIn);

describe('a picker whose choices could not be loaded', () => {
  it('says so with a Retry instead of an empty picker, and is not sent as if there were no choices', async () => {
    const dataProvider = memberProvider();
    const { user } = renderKit(<NewMember />, { dataProvider });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Roles could not be loaded');
    expect(failure).toHaveTextContent('database is down(10000)');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'alice');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The form is not valid. Please check for errors')).toBeInTheDocument();
    expect(screen.queryByText('Please select at least one role')).not.toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();

    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Viewer' }));
    expect(screen.queryByText('Roles could not be loaded')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Member added successfully')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'envs',
      expect.objectContaining({ data: { name: 'alice', roles: ['viewer'] } }),
    );
  });
});
