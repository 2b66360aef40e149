import type { editor } from 'monaco-editor/editor';

export const DIFF_THEME = 'vela-yaml-diff';

/** Monaco asks for see-through diff backgrounds (they lie over other decorations): the text's lies on the line's. */
export const diffBackgrounds = {
  insertedLine: '#4ac26b33',
  insertedText: '#4ac26b4d',
  removedLine: '#ff818233',
  removedText: '#ff81824d',
  unchangedCode: '#b8b8b829',
};

/** Every colour text is drawn in: each reads at 4.5:1 or more on every diff background above. */
export const diffTextColours = {
  text: '#1f2328',
  key: '#0a3d7a',
  string: '#0a3069',
  number: '#0550ae',
  keyword: '#6639ba',
  comment: '#424a53',
  tag: '#7a1a00',
  escape: '#5a3a00',
  invalid: '#9a1c1c',
  lineNumber: '#424a53',
};

const rule = (token: string, colour: string) => ({ token, foreground: colour.slice(1) });

/** The light theme of the YAML diff. It inherits no token rules, so no colour of Monaco's own can slip through. */
export const diffTheme: editor.IStandaloneThemeData = {
  base: 'vs',
  inherit: false,
  rules: [
    rule('', diffTextColours.text),
    rule('type', diffTextColours.key),
    rule('string', diffTextColours.string),
    rule('string.escape', diffTextColours.escape),
    rule('number', diffTextColours.number),
    rule('keyword', diffTextColours.keyword),
    rule('comment', diffTextColours.comment),
    rule('tag', diffTextColours.tag),
    rule('invalid', diffTextColours.invalid),
  ],
  colors: {
    'editor.foreground': diffTextColours.text,
    'editorLineNumber.foreground': diffTextColours.lineNumber,
    'editorLineNumber.activeForeground': diffTextColours.text,
    'diffEditor.insertedLineBackground': diffBackgrounds.insertedLine,
    'diffEditor.insertedTextBackground': diffBackgrounds.insertedText,
    'diffEditor.removedLineBackground': diffBackgrounds.removedLine,
    'diffEditor.removedTextBackground': diffBackgrounds.removedText,
    'diffEditorGutter.insertedLineBackground': diffBackgrounds.insertedLine,
    'diffEditorGutter.removedLineBackground': diffBackgrounds.removedLine,
    'diffEditor.unchangedCodeBackground': diffBackgrounds.unchangedCode,
  },
};
