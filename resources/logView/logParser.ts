/**
 * Log text to lines of styled segments. ANSI escape codes go through anser into plain data (text and
 * colour names), which React renders as text in spans: the log is never HTML.
 */
import Anser from 'anser';

/** The 16 basic ANSI colours (`red`, `bright-blue`, …); 256-colour and true-colour codes are shown uncoloured. */
export type AnsiColour = string;

export interface LogSegment {
  text: string;
  fg?: AnsiColour;
  bg?: AnsiColour;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

export interface LogLine {
  segments: LogSegment[];
  /** The line without escape codes: what search reads. */
  text: string;
}

export interface LogMatch {
  line: number;
  start: number;
  end: number;
}

const BASIC_COLOUR = /^ansi-((?:bright-)?(?:black|red|green|yellow|blue|magenta|cyan|white))$/;

function colourOf(name: string | null): AnsiColour | undefined {
  return name ? BASIC_COLOUR.exec(name)?.[1] : undefined;
}

function styleOf(entry: Anser.AnserJsonEntry): Omit<LogSegment, 'text'> {
  const fg = colourOf(entry.fg);
  const bg = colourOf(entry.bg);
  const has = (name: Anser.DecorationName) => entry.decorations.includes(name);
  return {
    ...(fg ? { fg } : {}),
    ...(bg ? { bg } : {}),
    ...(has('bold') ? { bold: true } : {}),
    ...(has('italic') ? { italic: true } : {}),
    ...(has('underline') ? { underline: true } : {}),
  };
}

/** Splits the whole text at once, so a colour set on one line and reset on a later one colours those between. */
export function parseLog(logs: string): LogLine[] {
  if (!logs) return [];
  const lines: LogLine[] = [{ segments: [], text: '' }];
  for (const entry of Anser.ansiToJson(logs, { use_classes: true, remove_empty: true })) {
    const style = styleOf(entry);
    entry.content.split('\n').forEach((piece, index) => {
      if (index > 0) lines.push({ segments: [], text: '' });
      if (!piece) return;
      const line = lines[lines.length - 1];
      line.segments.push({ text: piece, ...style });
      line.text += piece;
    });
  }
  return lines;
}

/** Every occurrence of `query` (ignoring case), in reading order. */
export function findMatches(lines: LogLine[], query: string): LogMatch[] {
  const needle = query.toLowerCase();
  if (!needle) return [];
  const matches: LogMatch[] = [];
  lines.forEach((line, index) => {
    const haystack = line.text.toLowerCase();
    for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
      matches.push({ line: index, start: at, end: at + needle.length });
    }
  });
  return matches;
}

export interface MarkedSegment extends LogSegment {
  /** Inside a search match; `current` for the one the user jumped to. */
  mark?: 'match' | 'current';
}

/** Cuts a line's segments at the edges of its matches, so each match can be marked without losing colour. */
export function markMatches(
  segments: LogSegment[],
  ranges: { start: number; end: number; current: boolean }[],
): MarkedSegment[] {
  if (ranges.length === 0) return segments;
  const marked: MarkedSegment[] = [];
  let offset = 0;
  for (const segment of segments) {
    const segmentEnd = offset + segment.text.length;
    const cuts = new Set([offset, segmentEnd]);
    for (const { start, end } of ranges) {
      if (start > offset && start < segmentEnd) cuts.add(start);
      if (end > offset && end < segmentEnd) cuts.add(end);
    }
    const points = [...cuts].sort((a, b) => a - b);
    for (let i = 0; i < points.length - 1; i += 1) {
      const [from, to] = [points[i], points[i + 1]];
      const range = ranges.find(({ start, end }) => start <= from && to <= end);
      const text = segment.text.slice(from - offset, to - offset);
      marked.push(
        range ? { ...segment, text, mark: range.current ? 'current' : 'match' } : { ...segment, text },
      );
    }
    offset = segmentEnd;
  }
  return marked;
}
