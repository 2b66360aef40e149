import TextField from '@mui/material/TextField';
import type { CodeEditorProps } from './CodeEditorProps';

/** A monospace text area with the code-editor contract: for tests, and where Monaco is not wanted. */
export function PlainCodeEditor({ value, onChange, readOnly, label, height = 240 }: CodeEditorProps) {
  return (
    <TextField
      multiline
      fullWidth
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': label, readOnly, spellCheck: false },
        input: { sx: { fontFamily: 'monospace', fontSize: 13, alignItems: 'flex-start', minHeight: height } },
      }}
    />
  );
}
