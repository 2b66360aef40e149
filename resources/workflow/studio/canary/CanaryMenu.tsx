import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useUrlState } from '@src/common/kit';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { CanaryDialog } from './CanaryDialog';
import type { WorkflowStep } from './canaryTransform';

/** The search parameter that opens the canary setting: the deploy dialog's canary copy arrives with it. */
export const SET_CANARY = 'setCanary';

const MESSAGES = 'resources.workflowStudio.canary';

export interface CanaryMenuProps {
  /** The workflow's steps as edited now. */
  steps: WorkflowStep[];
  /** Called with the steps after the canary setting is applied (unsaved, like any other edit). */
  onChange: (steps: WorkflowStep[]) => void;
}

/**
 * The studio's More menu, for who may change the workflow: Canary Rollout Setting opens its dialog,
 * kept in the address as `?setCanary=true` so a link (the deploy dialog's Enable Canary Rollout) can
 * open it too.
 */
export const CanaryMenu = ({ steps, onChange }: CanaryMenuProps) => {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [openParam, setOpenParam] = useUrlState(SET_CANARY);
  const open = openParam === 'true';
  const setOpen = (next: boolean) => setOpenParam(next ? 'true' : undefined);
  return (
    <>
      <Button
        variant="outlined"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : 'false'}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate(`${MESSAGES}.more`)}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setOpen(true);
          }}
        >
          {translate(`${MESSAGES}.setting`)}
        </MenuItem>
      </Menu>
      <CanaryDialog open={open} steps={steps} onApply={onChange} onClose={() => setOpen(false)} />
    </>
  );
};
