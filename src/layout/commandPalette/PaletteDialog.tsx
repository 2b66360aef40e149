import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import { Command } from 'cmdk';
import { useEffect, useId, useRef, useState } from 'react';
import { useCanAccessCallback, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { Workspace } from '../navigation/navigation';
import { PaletteGroup } from './PaletteGroup';
import { pageItems, rankSections, type PageAccess, type PaletteItem } from './paletteItems';
import { visuallyHidden } from '@src/common/visuallyHidden';
import { paletteStyles } from './paletteStyles';
import { usePaletteSelection } from './usePaletteSelection';
import { useRecordGroups } from './useRecordGroups';

export interface PaletteDialogProps {
  open: boolean;
  onClose: () => void;
  workspaces: Workspace[];
}

/** Goes to an item's page, or to its fallback when that page needs a permission the user lacks. */
function useChoose(onClose: () => void) {
  const navigate = useNavigate();
  const canAccess = useCanAccessCallback();
  const mayOpen = ({ action, resource }: PageAccess) =>
    Promise.resolve(canAccess({ action, resource })).catch(() => false);
  return async ({ to, access }: PaletteItem) => {
    onClose();
    navigate(access && !(await mayOpen(access)) ? access.otherwise : to);
  };
}

type ContentProps = Omit<PaletteDialogProps, 'open'> & { titleId: string };

/** Mounted only while the dialog is open, so the records are fetched only then. */
const PaletteContent = ({ onClose, workspaces, titleId }: ContentProps) => {
  const translate = useTranslate();
  const [search, setSearch] = useState('');
  const { groups, starred, loading } = useRecordGroups();
  const choose = useChoose(onClose);
  const input = useRef<HTMLInputElement>(null);
  // Before the dialog's focus trap looks: it then keeps the focus here rather than on the dialog.
  useEffect(() => input.current?.focus(), []);
  const sections = rankSections(
    [
      ...(starred.length
        ? [
            {
              key: 'starred',
              heading: translate('vela.palette.groups.starred'),
              items: starred,
              pinned: true,
            },
          ]
        : []),
      {
        key: 'pages',
        heading: translate('vela.palette.groups.pages'),
        items: pageItems(workspaces, translate),
      },
      ...groups.map(({ name, items, error }) => ({
        key: name,
        heading: translate(`vela.palette.groups.${name}`),
        items,
        error,
      })),
    ],
    search,
  );
  const [selected, setSelected] = usePaletteSelection(sections);
  return (
    <Box sx={paletteStyles}>
      <Box component="h2" id={titleId} sx={visuallyHidden}>
        {translate('vela.palette.title')}
      </Box>
      {/* Below sm the theme makes every dialog full screen, where no Escape key nor outside tap closes it. */}
      <Box sx={{ display: { xs: 'flex', sm: 'none' }, justifyContent: 'flex-end', p: 0.5 }}>
        <IconButton aria-label={translate('ra.action.close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Command
        label={translate('vela.palette.search')}
        shouldFilter={false}
        value={selected}
        onValueChange={setSelected}
        vimBindings={false}
        loop
      >
        <Command.Input
          ref={input}
          value={search}
          onValueChange={setSearch}
          placeholder={translate('vela.palette.placeholder')}
        />
        {loading ? (
          <Command.Loading label={translate('vela.palette.loading')}>
            {translate('vela.palette.loading')}
          </Command.Loading>
        ) : null}
        <Command.List label={translate('vela.palette.results')}>
          {loading ? null : <Command.Empty>{translate('vela.palette.empty')}</Command.Empty>}
          {sections.map((section) => (
            <PaletteGroup key={section.key} section={section} onChoose={choose} />
          ))}
        </Command.List>
      </Command>
    </Box>
  );
};

/** The command palette in an MUI dialog near the top of the screen: type, move with the arrows, Enter. */
export const PaletteDialog = ({ open, onClose, workspaces }: PaletteDialogProps) => {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      disableRestoreFocus
      aria-labelledby={titleId}
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
    >
      <PaletteContent onClose={onClose} workspaces={workspaces} titleId={titleId} />
    </Dialog>
  );
};
