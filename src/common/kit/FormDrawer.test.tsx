import Button from '@mui/material/Button';
import { businessError } from '@dataProvider/apiError';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { regex, required, testDataProvider, TextInput } from 'react-admin';
import type { CreateParams } from 'react-admin';
import { vi } from 'vitest';
import { NAME_PATTERN } from '@src/common/validation';
import { signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { renderKit } from '@src/test/renderKit';
import { CreateForm } from './CreateForm';
import { FormDrawer } from './FormDrawer';

const INVALID_NAME = 'Please enter a valid name contains only alphabetical words';

/** A realistic screen: the environment list's New Environment drawer with name and alias. */
const NewEnvironment = ({ onClose = () => undefined }: { onClose?: () => void }) => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>New Environment</Button>
      <FormDrawer
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
        title="New Environment"
      >
        <CreateForm successMessage="Environment created successfully">
          <TextInput source="name" validate={[required(), regex(NAME_PATTERN, INVALID_NAME)]} />
          <TextInput source="alias" />
        </CreateForm>
      </FormDrawer>
    </>
  );
};

function envProvider() {
  const create = vi.fn(
    delayed((_resource: string, { data }: CreateParams) => {
      if (data.name === 'dev')
        throw businessError(400, { BusinessCode: 11001, Message: 'env name is exist' });
      return { data: { ...data, id: data.name } };
    }),
  );
  return Object.assign(testDataProvider({ create: create as never }), { create });
}

async function openDrawer() {
  const dataProvider = envProvider();
  const onClose = vi.fn();
  const view = renderKit(<NewEnvironment onClose={onClose} />, { dataProvider });
  await view.user.click(screen.getByRole('button', { name: 'New Environment' }));
  const drawer = await screen.findByRole('dialog', { name: 'New Environment' });
  return { ...view, dataProvider, onClose, drawer };
}

beforeEach(signIn);

describe('a form in the form drawer', () => {
  it('keeps every typed value when the server refuses, and shows Message(BusinessCode) by Submit', async () => {
    const { user, drawer, dataProvider } = await openDrawer();
    await user.type(await within(drawer).findByRole('textbox', { name: 'Name' }), 'dev');
    await user.type(within(drawer).getByRole('textbox', { name: 'Alias' }), 'Development');
    const save = within(drawer).getByRole('button', { name: 'Save' });
    // The server answers only once the progress has been seen.
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    dataProvider.create.mockImplementationOnce(async () => {
      await answered;
      throw businessError(400, { BusinessCode: 11001, Message: 'env name is exist' });
    });
    await user.click(save);
    await waitFor(() => expect(save).toBeDisabled());
    answer();

    const refusal = await within(drawer).findByRole('alert');
    expect(refusal).toHaveTextContent('env name is exist(11001)');
    expect(dataProvider.create).toHaveBeenCalledWith('envs', {
      data: { name: 'dev', alias: 'Development' },
      meta: ERROR_SHOWN_BY_PAGE,
    });
    expect(within(drawer).getByRole('textbox', { name: 'Name' })).toHaveValue('dev');
    expect(within(drawer).getByRole('textbox', { name: 'Alias' })).toHaveValue('Development');
    expect(screen.getAllByText('env name is exist(11001)')).toHaveLength(1);
    expect(save).toBeEnabled();
    expect(save.compareDocumentPosition(refusal) & Node.DOCUMENT_POSITION_PRECEDING).toBeTruthy();
  });

  it('sends once per click, closes on success and says so', async () => {
    const { user, drawer, dataProvider, onClose } = await openDrawer();
    await user.type(await within(drawer).findByRole('textbox', { name: 'Name' }), 'dev');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    await within(drawer).findByRole('alert');

    await user.type(within(drawer).getByRole('textbox', { name: 'Name' }), '2');
    await user.dblClick(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Environment created successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New Environment' })).not.toBeInTheDocument(),
    );
    expect(dataProvider.create).toHaveBeenCalledTimes(2);
    expect(dataProvider.create).toHaveBeenLastCalledWith(
      'envs',
      expect.objectContaining({ data: { name: 'dev2' } }),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('validates before any request, with the spec message', async () => {
    const { user, drawer, dataProvider } = await openDrawer();
    await user.type(await within(drawer).findByRole('textbox', { name: 'Name' }), 'Dev Env');
    await user.click(within(drawer).getByRole('button', { name: 'Save' }));
    expect(await within(drawer).findByText(INVALID_NAME)).toBeInTheDocument();
    expect(dataProvider.create).not.toHaveBeenCalled();
  });

  it('asks before Escape drops unsaved edits, and keeps them on Keep editing', async () => {
    const { user, drawer, onClose } = await openDrawer();
    await user.type(await within(drawer).findByRole('textbox', { name: 'Alias' }), 'Development');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Discard/ })).not.toBeInTheDocument());
    expect(within(drawer).getByRole('textbox', { name: 'Alias' })).toHaveValue('Development');

    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'New Environment' })).not.toBeInTheDocument(),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once when nothing was typed', async () => {
    const { user, drawer, onClose } = await openDrawer();
    await user.click(within(drawer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument();
  });
});
