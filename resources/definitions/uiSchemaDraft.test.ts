import { readUiSchemaDraft, uiSchemaToYaml } from './uiSchemaDraft';

describe('uiSchemaToYaml', () => {
  it('writes the entries as a YAML list that reads back the same', () => {
    const uiSchema = [{ jsonKey: 'image', uiType: 'ImageInput', label: 'Image', sort: 1, description: '' }];
    const text = uiSchemaToYaml(uiSchema);
    expect(text).toContain('- jsonKey: image\n');
    expect(readUiSchemaDraft(text)).toEqual({ kind: 'entries', entries: uiSchema });
  });

  it('gives an empty text for no UI schema', () => {
    expect(uiSchemaToYaml([])).toBe('');
    expect(uiSchemaToYaml(null)).toBe('');
  });
});

describe('readUiSchemaDraft', () => {
  it('fills the fields the server would decode as zero values and keeps the rest as typed', () => {
    const text = [
      '- jsonKey: port',
      '  uiType: Number',
      '  validate: { required: true, min: 1 }',
      '  style: { colSpan: 12 }',
    ].join('\n');
    expect(readUiSchemaDraft(text)).toEqual({
      kind: 'entries',
      entries: [
        {
          jsonKey: 'port',
          uiType: 'Number',
          label: '',
          description: '',
          sort: 0,
          validate: { required: true, min: 1 },
          style: { colSpan: 12 },
        },
      ],
    });
  });

  it('reads an empty list as entries, so a custom schema can be cleared', () => {
    expect(readUiSchemaDraft('[]')).toEqual({ kind: 'entries', entries: [] });
  });

  it.each(['', '  \n', '# nothing yet\n', '~'])('reads %j as blank', (text) => {
    expect(readUiSchemaDraft(text)).toEqual({ kind: 'blank' });
  });

  it('reports the parser message when the YAML does not parse', () => {
    const draft = readUiSchemaDraft('- jsonKey: image\n  uiType: [Input');
    expect(draft.kind).toBe('unreadable');
    expect(draft.kind === 'unreadable' && draft.error).toMatch(/unexpected end|flow/i);
  });

  it.each([
    ['an object', 'jsonKey: image\nuiType: Input'],
    ['a list of strings', '- image'],
    ['an entry without uiType', '- jsonKey: image'],
    ['an entry without jsonKey', '- uiType: Input'],
    ['an empty jsonKey', "- jsonKey: ''\n  uiType: Input"],
    ['a label that is not text', '- jsonKey: image\n  uiType: Input\n  label: [a]'],
    ['a sort that is not a whole number', '- jsonKey: image\n  uiType: Input\n  sort: 1.5'],
  ])('calls %s invalid', (_what, text) => {
    expect(readUiSchemaDraft(text)).toEqual({ kind: 'invalid' });
  });
});
