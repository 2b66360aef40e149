import Editor, { loader } from '@monaco-editor/react';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import type { CodeEditorProps } from './CodeEditorProps';
import { CODE_THEMES, defineCodeThemes } from './codeTheme';
import { monaco } from './monacoSetup';

// Hand the local Monaco to the React wrapper before any editor mounts, so it never loads from a CDN.
loader.config({ monaco });

/** The Monaco editor; only ever reached through the lazy import in CodeEditor.tsx. */
export default function MonacoCodeEditor({
  value,
  onChange,
  language = 'yaml',
  readOnly,
  height = 320,
  label,
}: CodeEditorProps) {
  const { mode } = useTheme().palette;
  return (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Editor
        height={height}
        language={language}
        beforeMount={(instance) => defineCodeThemes(instance.editor)}
        theme={CODE_THEMES[mode]}
        value={value}
        onChange={(next) => onChange(next ?? '')}
        options={{
          readOnly,
          minimap: { enabled: false },
          scrollBeyondLastLine: false,
          tabSize: 2,
          ariaLabel: label,
          automaticLayout: true,
        }}
      />
    </Box>
  );
}
