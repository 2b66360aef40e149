import { serverMessageText } from '@src/i18n/businessCodes/serverMessageText';
import { apiErrorText } from '@src/session/apiErrorText';
import type { TranslateFunction } from 'react-admin';

interface FailureFields {
  status?: unknown;
  businessCode?: unknown;
  serverMessage?: unknown;
}

/**
 * How a page states a failed call: `Message(BusinessCode)` when the server said why, otherwise the
 * HTTP status text with the network advice (the same words as the error toast).
 */
export function errorText(error: unknown, translate: TranslateFunction): string {
  const failure: FailureFields = typeof error === 'object' && error !== null ? error : {};
  const { businessCode, serverMessage, status } = failure;
  if (typeof businessCode === 'number' && typeof serverMessage === 'string' && serverMessage) {
    return `${serverMessageText(businessCode, serverMessage, translate)}(${businessCode})`;
  }
  return apiErrorText({ status: typeof status === 'number' ? status : 0 }, translate) ?? '';
}
