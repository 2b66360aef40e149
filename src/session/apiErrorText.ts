import type { ApiErrorEvent } from '@authProvider/session/sessionEvents';
import { serverMessageText } from '@src/i18n/businessCodes/serverMessageText';
import type { TranslateFunction } from 'react-admin';

/** Codes the session layer handles itself (refresh, expired dialog); they are never toasted. */
const SILENT_CODES = new Set([12002, 12010]);
const KNOWN_STATUSES = new Set([400, 401, 403, 404, 408, 500, 501, 502, 503, 504]);

/**
 * The toast text for a failed call: the server's Message when the body carried one (it always comes
 * with a BusinessCode; a known code's fixed Message reads in the console's language), otherwise the
 * HTTP status text with the network advice. Undefined: no toast.
 */
export function apiErrorText(event: ApiErrorEvent, translate: TranslateFunction): string | undefined {
  if (event.businessCode !== undefined && SILENT_CODES.has(event.businessCode)) return undefined;
  if (event.businessCode !== undefined && event.message) {
    return serverMessageText(event.businessCode, event.message, translate);
  }
  const status = event.status ?? 0;
  const text = KNOWN_STATUSES.has(status)
    ? translate(`vela.httpError.status.${status}`)
    : translate('vela.httpError.other', { status });
  return translate('vela.httpError.withAdvice', { text });
}
