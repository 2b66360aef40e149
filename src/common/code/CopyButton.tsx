import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useSuccessNotify } from '@src/common/kit';
import { useTranslate } from 'react-admin';

export interface CopyButtonProps {
  /** The text put on the clipboard. */
  text: string;
  /** What is copied (translated already): the button reads "Copy {label}". */
  label: string;
  /** Catalog key toasted after copying; the spec's 'Copy successfully' by default. */
  copiedMessage?: string;
}

/** An icon button that copies a text to the clipboard and says so. */
export function CopyButton({ text, label, copiedMessage = 'vela.code.copied' }: CopyButtonProps) {
  const translate = useTranslate();
  const notifySuccess = useSuccessNotify();
  const name = translate('vela.code.copy', { name: label });
  const copy = async () => {
    await navigator.clipboard.writeText(text);
    notifySuccess(copiedMessage);
  };
  return (
    <Tooltip title={name}>
      <IconButton size="small" aria-label={name} onClick={() => void copy()}>
        <ContentCopyIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}
