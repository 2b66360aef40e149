import Button from '@mui/material/Button';
import { screen, within } from '@testing-library/react';
import { DataTable, useRecordContext } from 'react-admin';
import { onTestFinished, vi } from 'vitest';
import { signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { listDataProvider } from '@src/test/listDataProvider';
import { renderKit } from '@src/test/renderKit';
import { FormDrawer } from './FormDrawer';
import { ListFrame } from './ListFrame';
import { LoadedRecord } from './LoadedRecord';

interface Env {
  id: string;
  name: string;
  targets: string[];
}

const env = (name: string): Env => ({ id: name, name, targets: [`${name}-cluster`] });
/** What a server of another version could send: null where the list of targets belongs. */
const malformed = { id: 'broken', name: 'broken', targets: null } as unknown as Env;

/** Trusts the shape like many renderers do; the boundary is what keeps the page. */
const Targets = () => {
  const record = useRecordContext<Env>();
  return <>{record?.targets.map((target) => target.toUpperCase()).join(', ')}</>;
};

const EnvFrame = () => (
  <ListFrame subtitle="Where applications are delivered" actions={<Button>New Environment</Button>}>
    <DataTable bulkActionButtons={false} rowClick={false}>
      <DataTable.Col source="name" />
      <DataTable.Col label="Targets">
        <Targets />
      </DataTable.Col>
    </DataTable>
  </ListFrame>
);

/** React reports each error a boundary caught; these tests are about what the user sees instead. */
const quietCaughtErrors = () => {
  const quiet = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  onTestFinished(() => quiet.mockRestore());
};

beforeEach(signIn);

describe('panels of the kit given a record of an unexpected shape', () => {
  it('shows the rows as failed with Retry, keeps heading and actions, and draws the rows loaded again', async () => {
    quietCaughtErrors();
    const dataProvider = listDataProvider('envs', [env('dev'), malformed]);
    const { user } = renderKit(<EnvFrame />, { dataProvider });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Environments could not be shown')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Environments' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'New Environment' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeEnabled();

    dataProvider.getList.mockImplementation(delayed(() => ({ data: [env('dev'), env('prod')], total: 2 })));
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('PROD-CLUSTER')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a drawer form that cannot be drawn as failed inside the drawer, which still closes', async () => {
    quietCaughtErrors();
    const onClose = vi.fn();
    const dataProvider = listDataProvider('envs', [malformed]);
    const { user } = renderKit(
      <FormDrawer open onClose={onClose} title="Edit Environment">
        <LoadedRecord<Env> resource="envs" id="broken">
          {(record) => <p>{record.targets.join(', ')}</p>}
        </LoadedRecord>
      </FormDrawer>,
      { dataProvider },
    );
    const drawer = await screen.findByRole('dialog', { name: 'Edit Environment' });
    expect(await within(drawer).findByText('The record could not be shown')).toBeInTheDocument();

    dataProvider.getOne.mockImplementation(delayed(() => ({ data: env('broken') })));
    await user.click(within(drawer).getByRole('button', { name: 'Retry' }));
    expect(await within(drawer).findByText('broken-cluster')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
