import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { safeHref } from '@src/common/safeUrl';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { publicEndpoints } from '../addonEndpoints';
import { useAddonEndpoints } from './useAddonDetail';

/** The Endpoints dropdown: the addresses reachable from outside, shown only when there is one. */
export const AddonEndpointsMenu = ({ name, enabled }: { name: string; enabled: boolean }) => {
  const translate = useTranslate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data = [] } = useAddonEndpoints(name, enabled);
  const endpoints = publicEndpoints(data);
  if (endpoints.length === 0) return null;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {translate('resources.addons.action.endpoints')}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {endpoints.map(({ address, portName }) => {
          const text = portName ? `${portName}: ${address}` : address;
          return safeHref(address) ? (
            <MenuItem
              key={address}
              component="a"
              href={safeHref(address)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {text}
            </MenuItem>
          ) : (
            <MenuItem key={address} disabled>
              {text}
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
};
