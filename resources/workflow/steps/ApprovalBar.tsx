import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ConfirmButton, useSuccessNotify } from '@src/common/kit';
import { useState, type ReactNode } from 'react';
import { CanAccess, useTranslate } from 'react-admin';

export interface ApprovalBarProps {
  /**
   * The catalog prefix of the bar's words below it: `approval`, `action.terminate`, `confirm.terminate`,
   * `notification.terminated` and `notification.resumed`.
   */
  messages: string;
  /** The resume button's label (a catalog key). */
  resumeLabel: string;
  /** The record's or run's permission resource, and the actions that resume and terminate it there. */
  access: { resource: string; resume: string; terminate: string };
  resume: () => Promise<unknown>;
  terminate: () => Promise<unknown>;
  /** Reads the record or run again once it was resumed or terminated. */
  reload: () => Promise<unknown>;
  /** Actions before Terminate (a record's Rollback). */
  before?: ReactNode;
  /** Only the words, no action: the application cannot be changed here. */
  readOnly?: boolean;
}

/**
 * A record or run waiting for approval: Terminate (asks first) and Resume, each shown only to who may do
 * it, and each reading the record or run again.
 */
export const ApprovalBar = ({
  messages,
  resumeLabel,
  access,
  resume,
  terminate,
  reload,
  before,
  readOnly = false,
}: ApprovalBarProps) => {
  const translate = useTranslate();
  const notifySuccess = useSuccessNotify();
  const [resuming, setResuming] = useState(false);
  const onResume = async () => {
    setResuming(true);
    try {
      await resume();
      notifySuccess(`${messages}.notification.resumed`);
      await reload();
    } catch {
      // The API error toaster has said why; nothing changed.
    } finally {
      setResuming(false);
    }
  };
  return (
    <Alert
      severity="info"
      action={
        readOnly ? undefined : (
          <Stack
            direction="row"
            spacing={1}
            alignItems="center"
            justifyContent="flex-end"
            flexWrap="wrap"
            useFlexGap
          >
            {before}
            <ConfirmButton
              label={`${messages}.action.terminate`}
              icon={<StopIcon />}
              access={{ action: access.terminate, resource: access.resource }}
              confirmText={`${messages}.confirm.terminate`}
              successMessage={`${messages}.notification.terminated`}
              onConfirm={async () => {
                await terminate();
                await reload();
              }}
            />
            <CanAccess action={access.resume} resource={access.resource}>
              <Button
                size="small"
                variant="contained"
                startIcon={<PlayArrowIcon />}
                loading={resuming}
                onClick={() => void onResume()}
              >
                {translate(resumeLabel)}
              </Button>
            </CanAccess>
          </Stack>
        )
      }
    >
      {translate(`${messages}.approval`)}
    </Alert>
  );
};
