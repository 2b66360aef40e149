import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { CanAccess, useTranslate } from 'react-admin';
import type { AccessCheck } from './ConfirmButton';

export interface SecretValueProps {
  /** What the value is of, in the names of Reveal and Hide, e.g. `auth.password` or `TOKEN`. */
  name: string;
  /** Fetches the clear value through the server's write-gated path; without it there is no Reveal. */
  reveal?: () => Promise<string>;
  /** Reveal is offered only to who passes it: the update of the object the value belongs to. */
  access?: AccessCheck;
}

const BULLETS = '••••••';

/**
 * A secret, shown hidden; who may update its object gets Reveal, which fetches the clear value and
 * shows it as text until Hide. A refused reveal is toasted by the API error toaster and stays hidden.
 */
export const SecretValue = ({ name, reveal, access }: SecretValueProps) => {
  const translate = useTranslate();
  const [clear, setClear] = useState<string>();
  const [revealing, setRevealing] = useState(false);
  const shown = clear !== undefined;

  const toggle = async () => {
    if (shown || !reveal) {
      setClear(undefined);
      return;
    }
    setRevealing(true);
    try {
      setClear(await reveal());
    } catch {
      // Reported by the API error toaster; the value stays hidden.
    } finally {
      setRevealing(false);
    }
  };

  const label = translate(shown ? 'vela.kit.secret.hide' : 'vela.kit.secret.reveal', { name });
  const button = (
    <Tooltip title={label} describeChild>
      <IconButton size="small" aria-label={label} disabled={revealing} onClick={() => void toggle()}>
        {shown ? <VisibilityOffIcon fontSize="inherit" /> : <VisibilityIcon fontSize="inherit" />}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, maxWidth: '100%' }}>
      {shown ? (
        <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {clear}
        </Box>
      ) : (
        <Box component="span" role="img" aria-label={translate('vela.kit.secret.hidden')}>
          {BULLETS}
        </Box>
      )}
      {reveal && access ? <CanAccess {...access}>{button}</CanAccess> : null}
    </Box>
  );
};
