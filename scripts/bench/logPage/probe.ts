/** What the benchmark driver calls in the page (as `window.logBench`). */
export interface LogBenchProbe {
  /** Parses the text, shows it, and reports the time until the view is painted and the rows mounted. */
  show(logs: string): Promise<{ toPaintMs: number; rowsMounted: number; lines: number }>;
}

declare global {
  interface Window {
    logBench?: LogBenchProbe;
  }
}
