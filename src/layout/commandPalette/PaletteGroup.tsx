import Box from '@mui/material/Box';
import { errorText } from '@src/common/kit/errorText';
import { Command } from 'cmdk';
import { useTranslate } from 'react-admin';
import { keywordsOf, type PaletteItem } from './paletteItems';

export interface PaletteGroupProps {
  heading: string;
  items: PaletteItem[];
  /** Set when the group's source failed: the group stays, whatever the search, to say so. */
  error?: unknown;
  onChoose: (item: PaletteItem) => void;
}

/** One group of the palette: its heading (which names the options' group) and its items. */
export const PaletteGroup = ({ heading, items, error, onChoose }: PaletteGroupProps) => {
  const translate = useTranslate();
  const failed = error !== undefined && error !== null;
  return (
    <Command.Group heading={heading} forceMount={failed}>
      {items.map((item) => (
        <Command.Item
          key={item.id}
          value={item.id}
          keywords={keywordsOf(item)}
          onSelect={() => onChoose(item)}
        >
          {item.label}
          {item.hint ? (
            <>
              {' '}
              <Box component="span" className="palette-hint">
                {item.hint}
              </Box>
            </>
          ) : null}
        </Command.Item>
      ))}
      {failed ? (
        <Box className="palette-failure">
          {translate('vela.palette.failed', { reason: errorText(error, translate) })}
        </Box>
      ) : null}
    </Command.Group>
  );
};
