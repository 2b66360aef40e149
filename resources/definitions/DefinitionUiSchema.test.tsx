import type { EditorProps } from '@monaco-editor/react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { testDataProvider } from 'react-admin';
import type { DataProvider, GetOneParams } from 'react-admin';
import { vi } from 'vitest';
import { fakeAuthProvider, signIn } from '@src/test/fakeAuthProvider';
import type { FakeAuthProvider } from '@src/test/fakeAuthProvider';
import { allAnswersShown, delayed } from '@src/test/latency';
import { renderKit } from '@src/test/renderKit';
import type { FakeUser } from '@src/test/users';
import { DefinitionUiSchema } from './DefinitionUiSchema';

// Monaco cannot run in a DOM emulation: the editor becomes a text area with the same accessible name.
vi.mock('@monaco-editor/react', () => ({
  default: ({ value, onChange, options }: EditorProps) => (
    <textarea
      aria-label={options?.ariaLabel}
      value={value}
      onChange={(event) => onChange?.(event.target.value, undefined as never)}
    />
  ),
  loader: { config: () => undefined },
}));
// The local Monaco bundle this module loads takes about 15 s to import in happy-dom, and nothing draws it.
vi.mock('@schemas/code/monacoSetup', () => ({ monaco: {} }));

const uiSchema = [
  { jsonKey: 'image', uiType: 'Input', label: 'Container Image', description: '', sort: 1 },
  { jsonKey: 'replicas', uiType: 'Number', label: 'Replicas', description: '', sort: 2 },
];

function definitionProvider(schema: unknown[] = uiSchema) {
  const getOne = vi.fn(
    delayed((_resource: string, { id }: GetOneParams) => ({
      data: { id, name: id, alias: '', description: '', status: 'enable', uiSchema: schema },
    })),
  );
  const updateDefinitionUiSchema = vi.fn(delayed(() => []));
  return Object.assign(testDataProvider({ getOne: getOne as never }), { getOne, updateDefinitionUiSchema });
}

/** A definition's UI schema page at its route, without the layout. */
const renderEditor = (
  path: string,
  providers: { dataProvider: DataProvider; authProvider?: FakeAuthProvider },
) =>
  renderKit(<DefinitionUiSchema />, {
    path,
    route: '/definitions/:definitionType/:definitionName/ui-schema',
    resource: 'definitions',
    ...providers,
  });

const editor = () => screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'UI schema (YAML)' });
const preview = () => screen.getByRole('region', { name: 'Preview' });
// Shown once the permission to update the definition has been answered, after the definition loaded.
const saveButton = () => screen.findByRole('button', { name: 'Save & Online' });
const replaceText = async (text: string) => fireEvent.change(await editor(), { target: { value: text } });

// The form library is a lazy chunk; loading it cold takes longer than a finder waits.
beforeAll(() => import('@schemas/index'), 30_000);

describe('the UI schema editor', () => {
  it('shows the definition UI schema as YAML and draws it in the preview', async () => {
    signIn();
    const dataProvider = definitionProvider();
    renderEditor('/definitions/component/webservice/ui-schema', { dataProvider });

    expect((await editor()).value).toContain('- jsonKey: image\n');
    expect(await screen.findByLabelText(/Container Image/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'webservice · UI Schema' })).toBeInTheDocument();
    expect(dataProvider.getOne).toHaveBeenCalledWith(
      'definitions',
      expect.objectContaining({ id: 'webservice', meta: expect.objectContaining({ type: 'component' }) }),
    );
  });

  it('updates the preview as the YAML changes', async () => {
    signIn();
    renderEditor('/definitions/component/webservice/ui-schema', { dataProvider: definitionProvider() });
    await screen.findByLabelText(/Container Image/);

    await replaceText('- jsonKey: image\n  uiType: Input\n  label: Image To Deploy\n');
    expect(await screen.findByLabelText(/Image To Deploy/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/Container Image/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/Replicas/)).not.toBeInTheDocument();
  });

  it('shows the parse error of a bad YAML, keeps the text and refuses to save it', async () => {
    signIn();
    const dataProvider = definitionProvider();
    const { user } = renderEditor('/definitions/component/webservice/ui-schema', { dataProvider });
    await screen.findByLabelText(/Container Image/);

    const bad = '- jsonKey: image\n  uiType: [Input\n';
    await replaceText(bad);
    expect(await screen.findByText(/The YAML cannot be read:/)).toBeInTheDocument();
    expect((await editor()).value).toBe(bad);

    await user.click(await saveButton());
    expect(await screen.findByText('Please check UI Schema properties')).toBeInTheDocument();
    expect(dataProvider.updateDefinitionUiSchema).not.toHaveBeenCalled();
    expect((await editor()).value).toBe(bad);
  });

  it('asks to check the properties when the entries lack a jsonKey or a uiType', async () => {
    signIn();
    const dataProvider = definitionProvider();
    const { user } = renderEditor('/definitions/component/webservice/ui-schema', { dataProvider });
    await screen.findByLabelText(/Container Image/);

    await replaceText('- label: Image\n');
    expect(await screen.findByText('Please check UI Schema properties')).toBeInTheDocument();
    await user.click(await saveButton());
    await waitFor(() => expect(screen.getAllByText('Please check UI Schema properties')).toHaveLength(2));
    expect(dataProvider.updateDefinitionUiSchema).not.toHaveBeenCalled();
  });

  it('saves the parsed entries with the type, and keeps the text when saving fails', async () => {
    signIn();
    const dataProvider = definitionProvider();
    const { user } = renderEditor('/definitions/trait/scaler/ui-schema', { dataProvider });
    await screen.findByLabelText(/Container Image/);

    const text = '- jsonKey: replicas\n  uiType: Number\n  label: Instances\n  validate: { min: 1 }\n';
    await replaceText(text);
    await user.click(await saveButton());
    await waitFor(() =>
      expect(dataProvider.updateDefinitionUiSchema).toHaveBeenCalledWith('scaler', {
        type: 'trait',
        uiSchema: [
          {
            jsonKey: 'replicas',
            uiType: 'Number',
            label: 'Instances',
            description: '',
            sort: 0,
            validate: { min: 1 },
          },
        ],
      }),
    );
    expect(await screen.findByText('UI schema updated successfully')).toBeInTheDocument();

    dataProvider.updateDefinitionUiSchema.mockImplementationOnce(
      delayed(() => {
        throw new Error('HTTP 500');
      }),
    );
    await replaceText(`${text}  description: more\n`);
    await user.click(await saveButton());
    await waitFor(() => expect(dataProvider.updateDefinitionUiSchema).toHaveBeenCalledTimes(2));
    await allAnswersShown();
    expect((await editor()).value).toBe(`${text}  description: more\n`);
  });

  it('says there is no UI schema when the list is empty', async () => {
    signIn();
    renderEditor('/definitions/policy/topology/ui-schema', { dataProvider: definitionProvider([]) });
    expect(await screen.findByText('There is no ui schema definition')).toBeInTheDocument();
    expect((await editor()).value).toBe('');
    expect(preview()).toHaveTextContent('There is no ui schema definition');
  });

  it('hides Save & Online from users who may not update the definition', async () => {
    signIn();
    const viewer: FakeUser = {
      name: 'viewer',
      platformPermissions: [
        { name: 'list', resources: ['definition:*'], actions: ['list'], effect: 'Allow' },
      ],
      projectPermissions: {},
    };
    renderEditor('/definitions/component/webservice/ui-schema', {
      dataProvider: definitionProvider(),
      authProvider: fakeAuthProvider({ user: viewer }),
    });
    await screen.findByLabelText(/Container Image/);
    // Nothing else on the page waits for the permission to update, which is refused.
    await allAnswersShown();
    expect(screen.queryByRole('button', { name: 'Save & Online' })).not.toBeInTheDocument();
  });
});
