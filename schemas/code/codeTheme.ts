import type { PaletteMode } from '@mui/material/styles';
import type { editor } from 'monaco-editor/editor';

/**
 * What code and diffs are drawn in: every text colour reads at 4.5:1 or more on every background. Monaco's
 * own themes do not (vs-dark's comments read at 4.2:1), and its theme is global: editors and diffs on one
 * page share it, so both take these.
 */
export interface CodePalette {
  editor: string;
  /** Monaco asks for see-through diff backgrounds (they lie over other decorations): the text's lies on the line's. */
  backgrounds: {
    insertedLine: string;
    insertedText: string;
    removedLine: string;
    removedText: string;
    unchangedCode: string;
  };
  text: {
    text: string;
    key: string;
    string: string;
    number: string;
    keyword: string;
    comment: string;
    tag: string;
    escape: string;
    invalid: string;
    lineNumber: string;
  };
}

export const codePalettes: Record<PaletteMode, CodePalette> = {
  light: {
    editor: '#ffffff',
    backgrounds: {
      insertedLine: '#4ac26b33',
      insertedText: '#4ac26b4d',
      removedLine: '#ff818233',
      removedText: '#ff81824d',
      unchangedCode: '#b8b8b829',
    },
    text: {
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
    },
  },
  // On the dark theme's paper; the text highlights stay faint so the light text keeps its contrast.
  dark: {
    editor: '#1b1f24',
    backgrounds: {
      insertedLine: '#2ea04326',
      insertedText: '#2ea0434d',
      removedLine: '#f8514926',
      removedText: '#f851494d',
      unchangedCode: '#8b949e1f',
    },
    text: {
      text: '#e6edf3',
      key: '#7ee787',
      string: '#a5d6ff',
      number: '#9ecbff',
      keyword: '#ffaba5',
      comment: '#bac2cc',
      tag: '#aff5b4',
      escape: '#ffc48a',
      invalid: '#ffb8b0',
      lineNumber: '#bac2cc',
    },
  },
};

export const CODE_THEMES: Record<PaletteMode, string> = {
  light: 'vela-code',
  dark: 'vela-code-dark',
};

const rule = (token: string, colour: string) => ({ token, foreground: colour.slice(1) });

/** The theme of a mode. It inherits no token rules, so no colour of Monaco's own can slip through. */
export function codeTheme(mode: PaletteMode): editor.IStandaloneThemeData {
  const { editor: background, backgrounds, text } = codePalettes[mode];
  return {
    base: mode === 'dark' ? 'vs-dark' : 'vs',
    inherit: false,
    rules: [
      rule('', text.text),
      rule('type', text.key),
      rule('string', text.string),
      rule('string.escape', text.escape),
      rule('number', text.number),
      rule('keyword', text.keyword),
      rule('comment', text.comment),
      rule('tag', text.tag),
      rule('invalid', text.invalid),
    ],
    colors: {
      'editor.background': background,
      'editor.foreground': text.text,
      'editorLineNumber.foreground': text.lineNumber,
      'editorLineNumber.activeForeground': text.text,
      'diffEditor.insertedLineBackground': backgrounds.insertedLine,
      'diffEditor.insertedTextBackground': backgrounds.insertedText,
      'diffEditor.removedLineBackground': backgrounds.removedLine,
      'diffEditor.removedTextBackground': backgrounds.removedText,
      'diffEditorGutter.insertedLineBackground': backgrounds.insertedLine,
      'diffEditorGutter.removedLineBackground': backgrounds.removedLine,
      'diffEditor.unchangedCodeBackground': backgrounds.unchangedCode,
    },
  };
}

/** Registers both themes with Monaco (before an editor mounts); the editor then takes CODE_THEMES[mode]. */
export function defineCodeThemes(monacoEditor: Pick<typeof editor, 'defineTheme'>) {
  monacoEditor.defineTheme(CODE_THEMES.light, codeTheme('light'));
  monacoEditor.defineTheme(CODE_THEMES.dark, codeTheme('dark'));
}
