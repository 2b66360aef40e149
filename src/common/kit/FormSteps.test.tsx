import { screen, waitFor } from '@testing-library/react';
import { required, TextInput } from 'react-admin';
import { vi } from 'vitest';
import { signIn } from '@src/test/fakeAuthProvider';
import { delayed } from '@src/test/latency';
import { listDataProvider } from '@src/test/listDataProvider';
import { renderKit } from '@src/test/renderKit';
import { CreateForm } from './CreateForm';
import { FormDrawer } from './FormDrawer';
import { FormStep, FormStepper, FormSteps } from './FormSteps';

const steps = [
  { label: 'Basic', fields: ['name'] },
  { label: 'Details', fields: [] },
];

const NewThing = () => (
  <FormDrawer open onClose={() => undefined} title="New Thing" variant="dialog">
    <FormSteps steps={steps}>
      <CreateForm resource="things" successMessage="Thing created" submitLabel="Create">
        <FormStepper />
        <FormStep index={0}>
          <TextInput source="name" validate={required('Name, please')} />
        </FormStep>
        <FormStep index={1}>
          <TextInput source="detail" validate={required('Detail, please')} />
        </FormStep>
      </CreateForm>
    </FormSteps>
  </FormDrawer>
);

const render = () => {
  const dataProvider = listDataProvider('things', []);
  const create = vi.fn(delayed((_: string, { data }: { data: object }) => ({ data: { ...data, id: 'x' } })));
  Object.assign(dataProvider, { create });
  return { create, ...renderKit(<NewThing />, { resource: 'things', dataProvider }) };
};

beforeEach(signIn);

describe('a form in steps', () => {
  it("checks only the current step's fields on Next, and sends nothing", async () => {
    const { user, create } = render();
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Name, please')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Detail/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create' })).not.toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });

  it('keeps every value going back and forth, and sends both steps from the last', async () => {
    const { user, create } = render();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'web');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('textbox', { name: /Detail/ }), 'more');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('textbox', { name: /Name/ })).toHaveValue('web');
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('textbox', { name: /Detail/ })).toHaveValue('more');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(create).toHaveBeenCalledWith(
        'things',
        expect.objectContaining({ data: { name: 'web', detail: 'more' } }),
      ),
    );
  });

  it('moves on instead of sending when Enter is pressed in an earlier step', async () => {
    const { user, create } = render();
    await user.type(await screen.findByRole('textbox', { name: /Name/ }), 'web{Enter}');
    expect(await screen.findByRole('textbox', { name: /Detail/ })).toBeInTheDocument();
    expect(create).not.toHaveBeenCalled();
  });
});
