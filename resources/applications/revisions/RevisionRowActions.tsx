import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { appResource } from '../shared/application';
import { useApplication } from '../shared/useApplication';
import { useUrlDrawer } from '@src/common/kit';
import { useState } from 'react';
import { CanAccess, useRecordContext, useTranslate } from 'react-admin';
import { RollbackButton } from './RollbackButton';
import type { Revision } from './revisionRules';

const DiffMenu = ({ version }: { version: string }) => {
  const translate = useTranslate();
  const { open } = useUrlDrawer();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const show = (drawer: 'diffLatest' | 'diffRunning') => {
    setAnchor(null);
    open(drawer, version);
  };
  const label = translate('resources.appRevisions.action.diff');
  return (
    <>
      <Button
        size="small"
        startIcon={<CompareArrowsIcon />}
        aria-label={`${label} ${version}`}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        <MenuItem onClick={() => show('diffLatest')}>
          {translate('resources.appRevisions.action.diffLatest')}
        </MenuItem>
        <MenuItem onClick={() => show('diffRunning')}>
          {translate('resources.appRevisions.action.diffRunning')}
        </MenuItem>
      </Menu>
    </>
  );
};

/** A revision's Detail, Diff (for who may compare) and Rollback (complete or terminated, for who may roll back). */
export const RevisionRowActions = () => {
  const translate = useTranslate();
  const revision = useRecordContext<Revision>();
  const { app, project } = useApplication();
  const { open } = useUrlDrawer();
  if (!revision) return null;
  const detail = translate('resources.appRevisions.action.detail');
  return (
    <Stack direction="row" spacing={0.5}>
      <Button
        size="small"
        aria-label={`${detail} ${revision.version}`}
        onClick={() => open('revision', revision.version)}
      >
        {detail}
      </Button>
      <CanAccess action="compare" resource={appResource(project, app.name)}>
        <DiffMenu version={revision.version} />
      </CanAccess>
      <RollbackButton revision={revision} />
    </Stack>
  );
};
