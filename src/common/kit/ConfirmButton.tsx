import Button from '@mui/material/Button';
import type { ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { CanAccess, Confirm, useTranslate } from 'react-admin';
import type { RaRecord } from 'react-admin';
import { useOpenedOnce } from './useOpenedOnce';
import { useSuccessNotify } from './useSuccessNotify';

/** A `canAccess` check: the button is hidden unless it passes. */
export interface AccessCheck {
  action: string;
  resource: string;
  record?: RaRecord;
}

export interface ConfirmButtonProps {
  /** Catalog key or text of the button, e.g. `ra.action.delete`. */
  label: string;
  /** The act; the dialog stays open, its buttons disabled, until the returned promise settles. */
  onConfirm: () => Promise<unknown> | void;
  /** The spec's confirmation text (key or text); defaults to the spec's delete confirmation. */
  confirmText?: string;
  confirmTitle?: string;
  /** Toasted for 4 s after the act succeeds. A failure is toasted by the API error toaster. */
  successMessage?: string;
  access?: AccessCheck;
  icon?: ReactNode;
  color?: ButtonProps['color'];
  size?: ButtonProps['size'];
  /** The accessible name when the label alone is ambiguous, e.g. "Delete dev" in a table row. */
  ariaLabel?: string;
  /** Shown but not usable, e.g. a write on a read-only application. */
  disabled?: boolean;
}

/** A button for a delete or another destructive verb: it asks first, then acts, then says it is done. */
export const ConfirmButton = ({
  label,
  onConfirm,
  confirmText = 'vela.kit.confirm.delete',
  confirmTitle = 'vela.kit.confirm.title',
  successMessage,
  access,
  icon,
  color = 'error',
  size = 'small',
  ariaLabel,
  disabled = false,
}: ConfirmButtonProps) => {
  const translate = useTranslate();
  const notifySuccess = useSuccessNotify();
  const [open, setOpen] = useState(false);
  const drawn = useOpenedOnce(open);
  const [acting, setActing] = useState(false);

  const act = async () => {
    setActing(true);
    try {
      await onConfirm();
      if (successMessage) notifySuccess(successMessage);
    } catch {
      // The API error toaster has reported the refusal; nothing changed.
    } finally {
      setActing(false);
      setOpen(false);
    }
  };

  const button = (
    <>
      <Button
        size={size}
        color={color}
        startIcon={icon}
        aria-label={ariaLabel}
        disabled={disabled}
        onClick={() => setOpen(true)}
      >
        {translate(label, { _: label })}
      </Button>
      {drawn ? (
        <Confirm
          isOpen={open}
          loading={acting}
          title={confirmTitle}
          content={confirmText}
          confirmColor="warning"
          onConfirm={act}
          onClose={() => {
            if (!acting) setOpen(false);
          }}
        />
      ) : null}
    </>
  );
  return access ? <CanAccess {...access}>{button}</CanAccess> : button;
};
