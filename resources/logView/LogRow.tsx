import { memo, type CSSProperties } from 'react';
import { bgClass, fgClass } from './ansiStyles';
import { markMatches, type LogLine, type MarkedSegment } from './logParser';

export interface MatchRange {
  start: number;
  end: number;
  current: boolean;
}

function classesOf(segment: MarkedSegment): string | undefined {
  const classes = [
    segment.fg && fgClass(segment.fg),
    segment.bg && bgClass(segment.bg),
    segment.bold && 'b',
    segment.italic && 'i',
    segment.underline && 'u',
    segment.mark === 'current' && 'current',
  ].filter(Boolean);
  return classes.length ? classes.join(' ') : undefined;
}

interface LogRowProps {
  line: LogLine;
  ranges: MatchRange[];
  style: CSSProperties;
  /** Where the row is in a virtual list that measures its rows' heights, and the list's measuring ref. */
  index?: number;
  measureRef?: (element: HTMLDivElement | null) => void;
}

/** One log line: its text in coloured spans (text nodes, never markup), search matches in `<mark>`. */
export const LogRow = memo(function LogRow({ line, ranges, style, index, measureRef }: LogRowProps) {
  return (
    <div ref={measureRef} data-index={index} style={style} className="log-line">
      {markMatches(line.segments, ranges).map((segment, index) => {
        const className = classesOf(segment);
        return segment.mark ? (
          <mark key={index} className={className}>
            {segment.text}
          </mark>
        ) : (
          <span key={index} className={className}>
            {segment.text}
          </span>
        );
      })}
    </div>
  );
});
