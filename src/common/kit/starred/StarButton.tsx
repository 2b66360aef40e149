import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslate } from 'react-admin';
import type { Starred } from './useStarred';

interface StarButtonProps {
  /** The record's name: the star's key, and the button's name ("Star web"). */
  name: string;
  starred: Starred;
}

/**
 * A toggle that stars a record for the signed-in user. Its name stays "Star web" and `aria-pressed` says
 * whether it is starred (a toggle whose name flipped too would read as its opposite); the tooltip says
 * what a click does.
 */
export const StarButton = ({ name, starred }: StarButtonProps) => {
  const translate = useTranslate();
  const pressed = starred.isStarred(name);
  return (
    <Tooltip
      title={translate(pressed ? 'vela.kit.star.remove' : 'vela.kit.star.add', { name })}
      describeChild
    >
      <IconButton
        size="small"
        aria-label={translate('vela.kit.star.add', { name })}
        aria-pressed={pressed}
        onClick={() => starred.toggle(name)}
        sx={{ color: pressed ? 'warning.main' : 'action.active' }}
      >
        {pressed ? <StarIcon fontSize="small" /> : <StarBorderIcon fontSize="small" />}
      </IconButton>
    </Tooltip>
  );
};
