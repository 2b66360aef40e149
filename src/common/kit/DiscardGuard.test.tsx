import Button from '@mui/material/Button';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { testDataProvider, TextInput } from 'react-admin';
import type { CreateParams } from 'react-admin';
import { vi } from 'vitest';
import { signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { renderKit } from '@src/test/renderKit';
import { CreateForm } from './CreateForm';
import { DiscardGuard } from './DiscardGuard';
import { useDiscardGuard } from './formFrameContext';

/** A page with a form beside what replaces it: a New Environment form, and a button to show another view. */
const Page = () => {
  const leave = useDiscardGuard();
  const [view, setView] = useState('form');
  return (
    <>
      <Button onClick={() => leave(() => setView('other'))}>Other view</Button>
      {view === 'form' ? (
        <section aria-label="New Environment">
          <CreateForm successMessage="Environment created successfully">
            <TextInput source="name" />
          </CreateForm>
        </section>
      ) : (
        <p>The other view</p>
      )}
    </>
  );
};

function renderPage() {
  const create = vi.fn(
    delayed((_r: string, { data }: CreateParams) => ({ data: { ...data, id: data.name } })),
  );
  const view = renderKit(
    <DiscardGuard>
      <Page />
    </DiscardGuard>,
    { dataProvider: testDataProvider({ create: create as never }) },
  );
  return { ...view, form: within(screen.getByRole('region', { name: 'New Environment' })) };
}

/** Whether leaving the page now would make the browser ask. */
const unloadIsWarned = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

beforeEach(signIn);

describe('a form on a page in a discard guard', () => {
  it('asks before leaving unsaved edits, keeps them on Keep editing, and leaves on Discard', async () => {
    const { user, form } = renderPage();
    await user.type(await form.findByRole('textbox', { name: 'Name' }), 'dev');
    await waitFor(() => expect(unloadIsWarned()).toBe(true));

    await user.click(screen.getByRole('button', { name: 'Other view' }));
    const question = await screen.findByRole('dialog', { name: 'Discard unsaved changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Discard/ })).not.toBeInTheDocument());
    expect(form.getByRole('textbox', { name: 'Name' })).toHaveValue('dev');

    await user.click(screen.getByRole('button', { name: 'Other view' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Discard unsaved changes?' })).getByRole('button', {
        name: 'Discard',
      }),
    );
    expect(await screen.findByText('The other view')).toBeInTheDocument();
    expect(unloadIsWarned()).toBe(false);
  });

  it('leaves at once when nothing was typed, or once the edits are saved', async () => {
    const { user, form } = renderPage();
    expect(unloadIsWarned()).toBe(false);
    const name = await form.findByRole('textbox', { name: 'Name' });
    await user.type(name, 'dev');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Environment created successfully')).toBeInTheDocument();
    await waitFor(() => expect(unloadIsWarned()).toBe(false));
    expect(name).toHaveValue('dev');

    await user.type(name, '2');
    await waitFor(() => expect(unloadIsWarned()).toBe(true));
    await user.clear(name);
    await user.type(name, 'dev');
    await waitFor(() => expect(unloadIsWarned()).toBe(false));

    await user.click(screen.getByRole('button', { name: 'Other view' }));
    expect(await screen.findByText('The other view')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Discard unsaved changes?' })).not.toBeInTheDocument();
  });

  it('has no Cancel of its own: what replaces the form decides', async () => {
    const { form } = renderPage();
    expect(await form.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(form.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  });
});
