import { useTranslate } from 'react-admin';
import { ComingSoon } from './ComingSoon';

/** Placeholder for a custom page, titled from a catalog key. */
export const TranslatedComingSoon = ({ titleKey }: { titleKey: string }) => {
  const translate = useTranslate();
  return <ComingSoon title={translate(titleKey, { smart_count: 2 })} />;
};
