import Box from '@mui/material/Box';
import { LogRow, logViewStyles, parseLog } from '@resources/logView';
import { useMemo } from 'react';
import { STEP_TEXT_BOX } from './stepTextBox';

const NO_MATCHES: never[] = [];
const LINE = {};

/**
 * A step's log with its ANSI colours, drawn like the pod log view (text in styled spans, never HTML); a
 * step's log is short, so every line is mounted.
 */
export const StepLogText = ({ log }: { log: string }) => {
  const lines = useMemo(() => parseLog(log), [log]);
  return (
    <Box
      sx={(theme) => ({
        ...STEP_TEXT_BOX,
        fontFamily: 'monospace',
        whiteSpace: 'pre',
        ...logViewStyles(theme),
      })}
    >
      {lines.map((line, index) => (
        <LogRow key={index} line={line} ranges={NO_MATCHES} style={LINE} />
      ))}
    </Box>
  );
};
