import CssBaseline from '@mui/material/CssBaseline';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { parseLog, type LogLine } from '@resources/logView/logParser';
import { LogView } from '@resources/applications/logs/LogView';
import { lightTheme } from '@src/theme/lightTheme';
import type { LogBenchProbe } from './probe';
import { nextPaint } from '../paint';

let setLines: (lines: LogLine[]) => void = () => undefined;

// eslint-disable-next-line react-refresh/only-export-components -- a benchmark page, never hot-reloaded
const Bench = () => {
  const [lines, set] = useState<LogLine[]>([]);
  const [follow, setFollow] = useState(true);
  useEffect(() => {
    setLines = set;
  }, []);
  return (
    <LogView
      lines={lines}
      matches={[]}
      current={0}
      follow={follow}
      onFollowChange={setFollow}
      label="bench"
    />
  );
};

const probe: LogBenchProbe = {
  async show(logs) {
    flushSync(() => setLines([]));
    await nextPaint();
    const started = performance.now();
    const lines = parseLog(logs);
    flushSync(() => setLines(lines));
    const paintedAt = await nextPaint();
    return {
      toPaintMs: paintedAt - started,
      rowsMounted: document.querySelectorAll('.log-line').length,
      lines: lines.length,
    };
  },
};
window.logBench = probe;

createRoot(document.getElementById('root') as HTMLElement).render(
  <ThemeProvider theme={createTheme(lightTheme)}>
    <CssBaseline />
    <Bench />
  </ThemeProvider>,
);
