/**
 * Business errors as the real server writes them: `{BusinessCode, Message}` with the HTTP status of
 * the code table (data/business-codes.json). http/errorAnswers.ts sends them, and turns validation
 * and unexpected errors into them.
 */
import codeTable from './data/business-codes.json' with { type: 'json' };

interface CodeEntry {
  name: string;
  http: number;
  message: string;
}

const codes: Record<string, CodeEntry | undefined> = codeTable;

/**
 * Codes the real server sends with a status that hides the caller's mistake: 500 (40005, 50014,
 * 50017), or 200 as if it were no error (50020, the cloudshell addon not enabled). The sandbox answers
 * 400, the status the contract declares for the error body of those operations.
 */
const callerMistakes = new Set([40005, 50014, 50017, 50020]);

/** The HTTP status the sandbox sends a business code with. */
export function httpStatusOf(code: number): number {
  if (callerMistakes.has(code)) return 400;
  return codes[String(code)]?.http ?? (code >= 400 && code < 600 ? code : 500);
}

export class BusinessError extends Error {
  readonly code: number;
  readonly httpStatus: number;

  constructor(code: number, message?: string) {
    const entry = codes[String(code)];
    super(message ?? entry?.message ?? `error ${code}`);
    this.code = code;
    this.httpStatus = httpStatusOf(code);
  }
}

export interface ErrorBody {
  BusinessCode: number;
  Message: string;
}

/** A request that fails a field rule, worded like the Go validator the real server uses. */
export function invalidField(struct: string, field: string, tag: string): BusinessError {
  return new BusinessError(
    400,
    `Key: '${struct}.${field}' Error:Field validation for '${field}' failed on the '${tag}' tag`,
  );
}

export function notFound(what: string): BusinessError {
  return new BusinessError(404, `${what} is not exist`);
}
