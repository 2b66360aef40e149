import { HttpError } from 'react-admin';
import type { components } from '../contract/api';

type ErrorBody = components['schemas']['bcode.Bcode'];

/** Business codes that end or renew the session; the session layer handles them, never a toast. */
export const TOKEN_EXPIRED = 12002;
export const TOKEN_INVALID = 12004;
export const REFRESH_TOKEN_EXPIRED = 12010;

/**
 * A failed API call. `message` is the server's Message when there is one, otherwise a stable
 * key-like text (`HTTP 502`, `HTTP 408` for a timeout, `Network error`) that the UI translates.
 */
export class ApiError extends HttpError {
  readonly businessCode?: number;
  readonly serverMessage?: string;

  constructor(message: string, status: number, body: unknown, businessCode?: number, serverMessage?: string) {
    super(message, status, body);
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
    this.businessCode = businessCode;
    this.serverMessage = serverMessage;
  }
}

export function isErrorBody(json: unknown): json is ErrorBody {
  return typeof json === 'object' && json !== null && typeof (json as ErrorBody).BusinessCode === 'number';
}

export function statusError(status: number, body: unknown = null): ApiError {
  return new ApiError(`HTTP ${status}`, status, body);
}

export function businessError(status: number, body: ErrorBody): ApiError {
  const message = body.Message || `HTTP ${status}`;
  return new ApiError(message, status, body, body.BusinessCode, body.Message);
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
