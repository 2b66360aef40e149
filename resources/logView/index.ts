// A log as text: ANSI colours parsed into styled segments (never HTML), searched and drawn line by line.
// Shared by an environment's pod logs and the steps' logs of workflows and pipelines.
export { LogRow, type MatchRange } from './LogRow';
export { logViewStyles } from './ansiStyles';
export { findMatches, parseLog, type LogLine, type LogMatch } from './logParser';
