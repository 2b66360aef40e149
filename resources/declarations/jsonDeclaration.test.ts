import releaseNotes from './releaseNotes.json';
import { vi } from 'vitest';
import { declarationProblem, jsonDeclarations } from './jsonDeclaration';

const schemaForm = releaseNotes.formSchema;
const withProperty = (property: object) => ({
  ...releaseNotes,
  formSchema: { ...schemaForm, jsonSchema: { ...schemaForm.jsonSchema, properties: { version: property } } },
});
const { name: _name, ...nameless } = releaseNotes;
const { formSchema: _form, texts: _texts, ...readOnly } = releaseNotes;

describe('a declaration read from a JSON file', () => {
  it('is accepted as the release notes file writes it, or with `form` fields instead of a JSON schema', () => {
    expect(declarationProblem(releaseNotes)).toBeUndefined();
    const { formSchema: _schema, ...rest } = releaseNotes;
    const fields = [{ jsonKey: 'version', uiType: 'Input', label: { en: 'Version', zh: '版本' } }];
    expect(declarationProblem({ ...rest, form: fields })).toBeUndefined();
  });

  it('is accepted without a form as a read-only resource, which needs no words for writes', () => {
    expect(declarationProblem(readOnly)).toBeUndefined();
    expect(declarationProblem({ ...readOnly, texts: { empty: releaseNotes.texts.empty } })).toBeUndefined();
  });

  it.each([
    ['no object', ['notes'], 'the file holds no declaration object'],
    ['no name', nameless, '"name" is missing'],
    [
      'an unknown provider',
      { ...releaseNotes, provider: 'graphql' },
      '"provider" is invalid: expected "vela" or "simple-rest"',
    ],
    [
      'a path outside its root',
      { ...releaseNotes, path: '/../api' },
      '"path" is invalid: expected a path such as /release-notes',
    ],
    ['English only', { ...releaseNotes, label: { en: 'Notes' } }, '"label" is invalid'],
    [
      'no columns',
      { ...releaseNotes, columns: [] },
      '"columns" is invalid: expected a list of one or more {source, label}',
    ],
    [
      'a missing notification',
      { ...releaseNotes, texts: { new: releaseNotes.texts.new } },
      '"texts" is incomplete: a form needs new, edit, created, updated, deleted',
    ],
    [
      'a pattern that does not compile',
      withProperty({ type: 'string', pattern: '(' }),
      '"formSchema" is invalid',
    ],
    [
      'a label in English only',
      { ...releaseNotes, formSchema: { ...schemaForm, labels: { title: { en: 'Title' } } } },
      '"formSchema" is invalid',
    ],
    [
      'an unknown immutable field',
      { ...releaseNotes, formSchema: { ...schemaForm, immutable: ['id'] } },
      '"formSchema" is invalid',
    ],
    ['two forms', { ...releaseNotes, form: [] }, 'give the form as "form" or as "formSchema", not both'],
    [
      'words of a read-only one in English only',
      { ...readOnly, texts: { empty: { en: 'Nothing yet' } } },
      '"texts" is invalid',
    ],
  ])('is refused with %s', (_case, file, problem) => {
    expect(declarationProblem(file)).toContain(problem);
  });

  it('is left out with a console error naming the file and the key, the good ones kept', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const loaded = jsonDeclarations({ 'releaseNotes.json': releaseNotes, 'broken.json': nameless });
    expect(loaded.map(({ name }) => name)).toEqual(['releaseNotes']);
    expect(logged).toHaveBeenCalledWith(
      'The declared resource in broken.json is refused: "name" is missing.',
    );
    logged.mockRestore();
  });
});
