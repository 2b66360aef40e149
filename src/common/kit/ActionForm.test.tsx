import { businessError } from '@dataProvider/apiError';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import { screen, waitFor } from '@testing-library/react';
import { required, TextInput } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { vi } from 'vitest';
import { signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { renderKit } from '@src/test/renderKit';
import { ActionForm } from './ActionForm';
import { FormDrawer } from './FormDrawer';

const Deploy = ({ onSubmit }: { onSubmit: (values: FieldValues, meta: object) => Promise<unknown> }) => (
  <FormDrawer open onClose={() => undefined} title="Deploy" variant="dialog">
    <ActionForm
      onSubmit={onSubmit}
      successMessage="Application deployed successfully"
      defaultValues={{ workflow: 'workflow-dev' }}
      submitLabel="Deploy"
    >
      <TextInput source="workflow" />
    </ActionForm>
  </FormDrawer>
);

beforeEach(signIn);

describe('an action form', () => {
  it('may be sent with its defaults untouched, and hands the meta that keeps refusals out of toasts', async () => {
    const onSubmit = vi.fn(delayed(() => ({ record: 'r1' })));
    const { user } = renderKit(<Deploy onSubmit={onSubmit} />);
    await user.click(await screen.findByRole('button', { name: 'Deploy' }));
    expect(await screen.findByText('Application deployed successfully')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith({ workflow: 'workflow-dev' }, ERROR_SHOWN_BY_PAGE);
  });

  it('shows a refusal by its button, and clears it on the next attempt', async () => {
    const onSubmit = vi.fn(
      delayed((): unknown => {
        throw businessError(400, { BusinessCode: 10004, Message: 'workflow is executing' });
      }),
    );
    const { user } = renderKit(<Deploy onSubmit={onSubmit} />);
    await user.click(await screen.findByRole('button', { name: 'Deploy' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('workflow is executing(10004)');

    onSubmit.mockImplementation(delayed(() => ({})));
    await user.click(screen.getByRole('button', { name: 'Deploy' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});

describe('a form with a natively required field', () => {
  it('leaves the check to its validators, so their message shows instead of the browser stopping it', async () => {
    const onSubmit = vi.fn(delayed(() => ({})));
    const { user } = renderKit(
      <FormDrawer open onClose={() => undefined} title="Connect" variant="dialog">
        <ActionForm onSubmit={onSubmit} submitLabel="Connect">
          <TextInput source="token" validate={required('Please enter the token')} />
          <input aria-label="Endpoint" required />
        </ActionForm>
      </FormDrawer>,
    );
    await user.click(await screen.findByRole('button', { name: 'Connect' }));
    expect(await screen.findByText('Please enter the token')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('a step of a two-step dialog', () => {
  it('stays open after success, says nothing, and hands the result to the next step', async () => {
    const onClose = vi.fn();
    const onSaved = vi.fn();
    const { user } = renderKit(
      <FormDrawer open onClose={onClose} title="Connect" variant="dialog">
        <ActionForm
          onSubmit={delayed(() => ({ clusters: [] }))}
          onSaved={onSaved}
          keepOpen
          submitLabel="Next"
        >
          <TextInput source="key" />
        </ActionForm>
      </FormDrawer>,
    );
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ clusters: [] }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Connect' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('leaves a refusal the page explains itself to the page', async () => {
    const refusal = businessError(400, { BusinessCode: 12011, Message: 'no dex connector' });
    const onSubmit = vi.fn(
      delayed((): unknown => {
        throw refusal;
      }),
    );
    const explainRefusal = vi.fn((error: unknown) => error === refusal);
    const { user } = renderKit(
      <ActionForm onSubmit={onSubmit} successMessage="Saved" explainRefusal={explainRefusal}>
        <TextInput source="workflow" />
      </ActionForm>,
    );
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(explainRefusal).toHaveBeenCalledWith(refusal));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
  });
});
