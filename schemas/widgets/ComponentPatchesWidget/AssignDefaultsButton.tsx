import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import Snackbar from '@mui/material/Snackbar';
import { useState } from 'react';
import type { VelaFormContext } from '../../formContext';
import { applyDefaults } from '../../translate/defaults';
import { normalizeUISchema } from '../../translate/normalize';

/** How long the console's success messages stay (the product specification's 4000 ms). */
const SUCCESS_DURATION = 4000;

interface AssignDefaultsButtonProps {
  /** The component type whose definition gives the defaults; without one there is nothing to assign. */
  type: string | undefined;
  onAssign: (properties: Record<string, unknown>) => void;
  locked: boolean;
  context: VelaFormContext;
}

/** Replaces a patch's properties with the defaults a new component of its type starts with. */
export function AssignDefaultsButton({ type, onAssign, locked, context }: AssignDefaultsButtonProps) {
  const { lookups, t } = context;
  const [busy, setBusy] = useState(false);
  const [assigned, setAssigned] = useState(false);
  const [failure, setFailure] = useState<string>();
  if (!lookups) return null;
  const assign = async (componentType: string) => {
    setBusy(true);
    setFailure(undefined);
    try {
      const { params } = normalizeUISchema(await lookups.componentUISchema(componentType));
      onAssign(applyDefaults(params, {}));
      setAssigned(true);
    } catch (error) {
      setFailure(t('lookupFailed', { error: error instanceof Error ? error.message : String(error) }));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div>
      <Button size="small" disabled={locked || busy || !type} onClick={() => type && void assign(type)}>
        {t('assignDefaults')}
      </Button>
      {failure ? <FormHelperText error>{failure}</FormHelperText> : null}
      <Snackbar
        open={assigned}
        autoHideDuration={SUCCESS_DURATION}
        onClose={() => setAssigned(false)}
        message={t('defaultsAssigned')}
      />
    </div>
  );
}
