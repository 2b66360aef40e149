import TranslateIcon from '@mui/icons-material/Translate';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useLocales, useLocaleState, useTranslate } from 'react-admin';
import { TopBarButton } from './TopBarButton';

/** English or Chinese; the choice is kept in react-admin's store (localStorage). */
export const LanguageSwitch = () => {
  const translate = useTranslate();
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const current = languages.find((language) => language.locale === locale);
  return (
    <>
      <TopBarButton
        icon={<TranslateIcon />}
        label={current?.name ?? locale}
        aria-haspopup="menu"
        ariaLabel={`${translate('vela.topBar.language')}: ${current?.name ?? locale}`}
        onClick={(event) => setAnchor(event.currentTarget)}
      />
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {languages.map((language) => (
          <MenuItem
            key={language.locale}
            lang={language.locale}
            selected={language.locale === locale}
            onClick={() => {
              setLocale(language.locale);
              setAnchor(null);
            }}
          >
            {language.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
