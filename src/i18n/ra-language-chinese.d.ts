// The package ships no types; it is a plain catalog of react-admin's `ra.*` keys (some are missing).
declare module 'ra-language-chinese' {
  import type { TranslationMessages } from 'react-admin';

  const messages: TranslationMessages;
  export default messages;
}
