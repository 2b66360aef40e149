/**
 * The reads index.html's start script (src/startup/startScript.ts) sent before any module ran (issue 35),
 * kept in one global for the console to take over (earlyReads.ts).
 */
export interface StartScriptReads {
  /** The session token they were sent with. */
  token: string;
  /** Each read's response as fetch gives it, by API path; the console takes each once. */
  sent: Record<string, Promise<Response>>;
  /** Settles once the reads that need another's answer (a start page's follows) are in `sent` too. */
  followed: Promise<unknown>;
}

declare global {
  var velaStartReads: StartScriptReads | undefined;
}

/** The start script's reads, when it ran and sent any. */
export function startScriptReads(): StartScriptReads | undefined {
  return globalThis.velaStartReads;
}
