import { businessError } from '@dataProvider/apiError';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import { screen, within } from '@testing-library/react';
import { testDataProvider, useGetList } from 'react-admin';
import type { CreateParams } from 'react-admin';
import { vi } from 'vitest';
import { signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { renderKit } from '@src/test/renderKit';
import { CreateForm } from './CreateForm';
import { LookupSelectInput } from './LookupSelectInput';

const workflows = [
  { id: 'workflow-dev', name: 'workflow-dev', alias: 'Development Workflow' },
  { id: 'workflow-qa', name: 'workflow-qa' },
];

const NewPolicy = () => {
  const lookup = useGetList('appWorkflows', { meta: ERROR_SHOWN_BY_PAGE }, { retry: false });
  return (
    <CreateForm successMessage="Policy created">
      <LookupSelectInput source="workflow" label="Workflow" lookup={lookup} />
    </CreateForm>
  );
};

/** Refuses the workflow lookup once when asked to, then answers it. */
function policyProvider({ refuseOnce = false } = {}) {
  let refuse = refuseOnce;
  const getList = vi.fn(
    delayed(() => {
      if (refuse) {
        refuse = false;
        throw businessError(500, { BusinessCode: 10000, Message: 'database is down' });
      }
      return { data: workflows, total: workflows.length };
    }),
  );
  const create = vi.fn(delayed((_r: string, { data }: CreateParams) => ({ data: { ...data, id: 'p' } })));
  return Object.assign(testDataProvider({ getList: getList as never, create: create as never }), {
    getList,
    create,
  });
}

beforeEach(signIn);

describe('a picker of server records', () => {
  it('shows each record by its alias, else its name, and sends the name', async () => {
    const dataProvider = policyProvider();
    const { user } = renderKit(<NewPolicy />, { dataProvider });
    await user.click(await screen.findByRole('combobox', { name: 'Workflow' }));
    expect(await screen.findByRole('option', { name: 'workflow-qa' })).toBeInTheDocument();
    await user.click(screen.getByRole('option', { name: 'Development Workflow' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Policy created')).toBeInTheDocument();
    expect(dataProvider.create).toHaveBeenCalledWith(
      'envs',
      expect.objectContaining({ data: { workflow: 'workflow-dev' } }),
    );
  });

  it('says why the records could not be loaded, with a Retry that brings the picker back', async () => {
    const { user } = renderKit(<NewPolicy />, { dataProvider: policyProvider({ refuseOnce: true }) });
    const failure = await screen.findByRole('alert');
    expect(failure).toHaveTextContent('Workflow could not be loaded');
    expect(failure).toHaveTextContent('database is down(10000)');
    await user.click(within(failure).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Workflow' })).toBeInTheDocument();
  });
});
