import Box from '@mui/material/Box';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useMemo, useRef } from 'react';
import { type LogLine, type LogMatch, LogRow, logViewStyles, type MatchRange } from '@resources/logView';

const LOG_ROW_HEIGHT = 20;
const VIEW_HEIGHT = 520;
const NO_RANGES: MatchRange[] = [];

interface LogViewProps {
  lines: LogLine[];
  matches: LogMatch[];
  /** Index in `matches` of the match the user jumped to. */
  current: number;
  /** Keep the view at the last line as lines arrive. */
  follow: boolean;
  onFollowChange: (follow: boolean) => void;
  label: string;
  /** Break long lines: each row then is as high as its text, measured once drawn. */
  wrap?: boolean;
}

function rangesByLine(matches: LogMatch[], current: number): Map<number, MatchRange[]> {
  const byLine = new Map<number, MatchRange[]>();
  matches.forEach((match, index) => {
    const ranges = byLine.get(match.line) ?? [];
    ranges.push({ start: match.start, end: match.end, current: index === current });
    byLine.set(match.line, ranges);
  });
  return byLine;
}

/**
 * The log, one fixed-height row per line (or, wrapped, rows as high as their text), with only the rows
 * in view (and a few around) mounted, so 3,000 lines scroll as smoothly as 30. Scrolling away from the
 * bottom stops following; back at the bottom follows again.
 */
export const LogView = ({
  lines,
  matches,
  current,
  follow,
  onFollowChange,
  label,
  wrap = false,
}: LogViewProps) => {
  const scrollRef = useRef<HTMLDivElement>(null);
  // eslint-disable-next-line react-hooks/incompatible-library -- the rows get plain props and, wrapped, measureElement, a function that stays the same
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => LOG_ROW_HEIGHT,
    overscan: 10,
  });
  const ranges = useMemo(() => rangesByLine(matches, current), [matches, current]);

  useLayoutEffect(() => {
    if (follow && lines.length > 0) virtualizer.scrollToIndex(lines.length - 1, { align: 'end' });
  }, [follow, lines, virtualizer]);

  const jumpTo = matches.at(current)?.line;
  useEffect(() => {
    if (jumpTo !== undefined) virtualizer.scrollToIndex(jumpTo, { align: 'center' });
  }, [jumpTo, current, virtualizer]);

  const onScroll = () => {
    const element = scrollRef.current;
    if (!element) return;
    const atBottom = element.scrollHeight - element.scrollTop - element.clientHeight < LOG_ROW_HEIGHT;
    if (atBottom !== follow) onFollowChange(atBottom);
  };

  return (
    <Box
      ref={scrollRef}
      onScroll={onScroll}
      role="log"
      aria-label={label}
      tabIndex={0}
      sx={(theme) => ({
        height: VIEW_HEIGHT,
        overflow: 'auto',
        fontFamily: 'monospace',
        fontSize: 13,
        lineHeight: `${LOG_ROW_HEIGHT}px`,
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        '& .log-line': wrap
          ? { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', px: 1 }
          : { whiteSpace: 'pre', px: 1 },
        ...logViewStyles(theme),
      })}
    >
      <div
        style={{
          height: virtualizer.getTotalSize(),
          position: 'relative',
          minWidth: wrap ? undefined : 'max-content',
        }}
      >
        {virtualizer.getVirtualItems().map((item) => (
          <LogRow
            key={item.key}
            line={lines[item.index]}
            ranges={ranges.get(item.index) ?? NO_RANGES}
            index={item.index}
            measureRef={wrap ? virtualizer.measureElement : undefined}
            style={{
              position: 'absolute',
              top: 0,
              left: 0,
              minWidth: '100%',
              width: wrap ? '100%' : undefined,
              height: wrap ? undefined : LOG_ROW_HEIGHT,
              transform: `translateY(${item.start}px)`,
            }}
          />
        ))}
      </div>
    </Box>
  );
};
