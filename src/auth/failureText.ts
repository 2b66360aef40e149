import { serverMessageText } from '@src/i18n/businessCodes/serverMessageText';
import type { TranslateFunction } from 'react-admin';

interface BusinessFailure {
  businessCode: number;
  serverMessage: string;
}

function isBusinessFailure(error: unknown): error is BusinessFailure {
  const candidate = error as Partial<BusinessFailure> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.businessCode === 'number' &&
    typeof candidate.serverMessage === 'string' &&
    candidate.serverMessage !== ''
  );
}

/** How sign-in failures read: `Message(BusinessCode)`, or the network advice when the server said nothing. */
export function failureText(error: unknown, translate: TranslateFunction): string {
  if (isBusinessFailure(error)) {
    return `${serverMessageText(error.businessCode, error.serverMessage, translate)}(${error.businessCode})`;
  }
  return translate('vela.login.networkError');
}
