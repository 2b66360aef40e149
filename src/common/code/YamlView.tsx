import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { CodeEditor } from '@schemas/code/CodeEditor';
import { useSuccessNotify } from '@src/common/kit';
import { useTranslate } from 'react-admin';

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
export function YamlView({ value, label, copiedMessage = 'vela.code.copied', height = 480 }: YamlViewProps) {
  const translate = useTranslate();
  const notifySuccess = useSuccessNotify();
  const copyLabel = translate('vela.code.copy', { name: label });
  const copy = async () => {
    await navigator.clipboard.writeText(value);
    notifySuccess(copiedMessage);
  };
  return (
    <Box sx={{ position: 'relative' }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 0.5 }}>
        <Tooltip title={copyLabel}>
          <IconButton size="small" aria-label={copyLabel} onClick={() => void copy()}>
            <ContentCopyIcon fontSize="small" />
          </IconButton>
        </Tooltip>
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
