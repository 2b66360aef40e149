import Box from '@mui/material/Box';
import { CodeEditor } from '@schemas/code/CodeEditor';
import { CopyButton } from './CopyButton';

export interface YamlViewProps {
  /** The YAML text shown. */
  value: string;
  /** Accessible name of the text (translated already), also used by the copy button ("Copy {label}"). */
  label: string;
  /** Catalog key toasted after copying; the spec's 'Copy successfully' by default. */
  copiedMessage?: string;
  height?: number | string;
}

const ignoreEdits = () => undefined;

/** Read-only YAML in the lazily loaded Monaco editor, with a button that copies it to the clipboard. */
export function YamlView({ value, label, copiedMessage, height = 480 }: YamlViewProps) {
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 0.5 }}>
        <CopyButton text={value} label={label} copiedMessage={copiedMessage} />
      </Box>
      <CodeEditor
        value={value}
        onChange={ignoreEdits}
        readOnly
        language="yaml"
        label={label}
        height={height}
      />
    </Box>
  );
}
