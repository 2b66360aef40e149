import Box from '@mui/material/Box';
import { errorText } from '@src/common/kit/errorText';
import { Command } from 'cmdk';
import { useTranslate } from 'react-admin';
import type { PaletteItem, PaletteSection } from './paletteItems';

/** One group of the palette: its heading (which names the options' group), its items, its failure. */
export const PaletteGroup = ({
  section: { heading, items, error },
  onChoose,
}: {
  section: PaletteSection;
  onChoose: (item: PaletteItem) => void;
}) => {
  const translate = useTranslate();
  return (
    <Command.Group heading={heading}>
      {items.map((item) => (
        <Command.Item key={item.id} value={item.id} onSelect={() => onChoose(item)}>
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
      {error !== undefined ? (
        <Box className="palette-failure">
          {translate('vela.palette.failed', { reason: errorText(error, translate) })}
        </Box>
      ) : null}
    </Command.Group>
  );
};
