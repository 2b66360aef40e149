import type { EditorProps } from '@monaco-editor/react';
import { screen, waitFor } from '@testing-library/react';
import { listsDataProvider } from '@src/test/listDataProvider';
import { renderKit } from '@src/test/renderKit';
import { Form, SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { vi } from 'vitest';
import { DefinitionPropertiesInput } from './DefinitionPropertiesInput';

// Monaco cannot run in a DOM emulation: the YAML editor of a definition without UI schema becomes a text area.
vi.mock('@monaco-editor/react', () => ({
  default: ({ value, options }: EditorProps) => (
    <textarea aria-label={options?.ariaLabel} value={value} readOnly />
  ),
  loader: { config: () => undefined },
}));
vi.mock('@schemas/code/monacoSetup', () => ({ monaco: {} }));

// The form library is a lazy chunk; loading it cold takes longer than a finder waits.
beforeAll(() => import('@schemas/index'), 30_000);

const LOADED = { timeout: 20_000 };

const imageField = {
  jsonKey: 'image',
  uiType: 'Input',
  label: 'Image',
  sort: 1,
  validate: { required: true },
};
const replicasField = {
  jsonKey: 'replicas',
  uiType: 'Number',
  label: 'Replicas',
  sort: 1,
  validate: { defaultValue: 2 },
};
const definition = (name: string, uiSchema: unknown[]) => ({ id: name, name, uiSchema });

const definitions = () => [
  definition('webservice', [imageField]),
  definition('worker', [replicasField]),
  definition('k8s-objects', []),
];

const Properties = () => {
  const type = useWatch<{ type?: string }, 'type'>({ name: 'type' });
  return (
    <DefinitionPropertiesInput
      definitionType="component"
      definition={type}
      mode="create"
      invalidMessage="resources.appComponents.validation.properties"
    />
  );
};

const SubmitButton = () => (
  <button type="submit">{useTranslate()('resources.appComponents.action.create')}</button>
);

function renderForm(onSubmit = vi.fn(), dataProvider = listsDataProvider({ definitions: definitions() })) {
  const view = renderKit(
    <Form onSubmit={onSubmit} defaultValues={{ type: 'webservice' }} noValidate>
      <SelectInput
        source="type"
        choices={['webservice', 'worker', 'k8s-objects', 'missing'].map((id) => ({ id, name: id }))}
      />
      <Properties />
      <SubmitButton />
    </Form>,
    { dataProvider },
  );
  return { ...view, onSubmit, dataProvider };
}

async function chooseType(user: ReturnType<typeof renderForm>['user'], type: string) {
  await user.click(screen.getByRole('combobox', { name: 'Type' }));
  await user.click(await screen.findByRole('option', { name: type }));
}

describe('DefinitionPropertiesInput', () => {
  it("refuses to submit until the values pass the definition's rules", async () => {
    const { user, onSubmit } = renderForm();
    const image = await screen.findByRole('textbox', { name: /^Image/ }, LOADED);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please check app deploy properties')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(image, 'nginx:1.25');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ type: 'webservice', properties: { image: 'nginx:1.25' } });
  });

  it("clears the values when the type changes and starts from the new definition's defaults", async () => {
    const { user, onSubmit, dataProvider } = renderForm();
    await user.type(await screen.findByRole('textbox', { name: /^Image/ }, LOADED), 'nginx');
    await chooseType(user, 'worker');
    expect(await screen.findByRole('spinbutton', { name: /^Replicas/ }, LOADED)).toHaveValue(2);
    expect(screen.queryByRole('textbox', { name: /^Image/ })).not.toBeInTheDocument();
    expect(dataProvider.getOne).toHaveBeenCalledWith(
      'definitions',
      expect.objectContaining({ id: 'worker', meta: expect.objectContaining({ type: 'component' }) }),
    );

    await chooseType(user, 'webservice');
    expect(await screen.findByRole('textbox', { name: /^Image/ }, LOADED)).toHaveValue('');
    await chooseType(user, 'worker');
    await screen.findByRole('spinbutton', { name: /^Replicas/ }, LOADED);
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0][0]).toEqual({ type: 'worker', properties: { replicas: 2 } });
  });

  it('says why a definition could not be loaded, with a Retry, and blocks the submit', async () => {
    const { user, onSubmit } = renderForm();
    await screen.findByRole('textbox', { name: /^Image/ }, LOADED);
    await chooseType(user, 'missing');
    expect(await screen.findByText('The definition could not be loaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Please check app deploy properties')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('offers YAML when the definition has no UI schema', async () => {
    const { user } = renderForm();
    await screen.findByRole('textbox', { name: /^Image/ }, LOADED);
    await chooseType(user, 'k8s-objects');
    expect(await screen.findByText('Can not load the template detail', {}, LOADED)).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /YAML/ })).toBeInTheDocument();
  });
});
