import type { TranslateFunction } from 'react-admin';
import { en } from './en';

const fixedMessages: Readonly<Record<string, string | undefined>> = en;

/**
 * A server Message in the console's language: the fixed text of a known business code reads from the
 * catalogs (`vela.businessCode.*`); a message the server worded for the case (names, versions, causes)
 * or one of a code the console does not know is shown as sent.
 */
export function serverMessageText(
  businessCode: number,
  message: string,
  translate: TranslateFunction,
): string {
  const code = String(businessCode);
  return fixedMessages[code] === message ? translate(`vela.businessCode.${code}`) : message;
}
