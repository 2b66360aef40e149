import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createConsoleQueryClient } from '../session/queryClient';
import { pollingRule } from './polling';

const PERIOD = 3000;

interface Answer {
  status: 'running' | 'done';
}

/** A server whose answers take `answerMs`; it remembers every read and how many were under way at once. */
function fakeServer(answerMs: number) {
  const server = { reads: 0, underWay: 0, mostAtOnce: 0, status: 'running' as Answer['status'] };
  const read = () => {
    server.reads += 1;
    server.underWay += 1;
    server.mostAtOnce = Math.max(server.mostAtOnce, server.underWay);
    return new Promise<Answer>((resolve) =>
      setTimeout(() => {
        server.underWay -= 1;
        resolve({ status: server.status });
      }, answerMs),
    );
  };
  return { server, read };
}

function renderPolledPage(read: () => Promise<Answer>) {
  const client = createConsoleQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return renderHook(
    () =>
      useQuery({
        queryKey: ['polled'],
        queryFn: read,
        ...pollingRule<Answer>((answer) => (answer?.status === 'done' ? false : PERIOD)),
      }),
    { wrapper },
  );
}

function showTab(visible: boolean) {
  Object.defineProperty(document, 'visibilityState', {
    configurable: true,
    get: () => (visible ? 'visible' : 'hidden'),
  });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

const passes = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  Reflect.deleteProperty(document, 'visibilityState');
  vi.useRealTimers();
});

describe('the polling rule', () => {
  it('reads once per period while the answer may still change, and stops once it cannot', async () => {
    const { server, read } = fakeServer(10);
    renderPolledPage(read);
    await passes(3 * PERIOD + 100);
    expect(server.reads).toBe(4);
    server.status = 'done';
    await passes(PERIOD);
    const readsWhenDone = server.reads;
    await passes(10 * PERIOD);
    expect(server.reads).toBe(readsWhenDone);
  });

  it('reads nothing while the tab is hidden', async () => {
    const { server, read } = fakeServer(10);
    renderPolledPage(read);
    await passes(100);
    showTab(false);
    await passes(20 * PERIOD);
    expect(server.reads).toBe(1);
  });

  it('reads at once on return to the tab when the answer is older than the period, then once per period', async () => {
    const { server, read } = fakeServer(10);
    renderPolledPage(read);
    await passes(100);
    showTab(false);
    await passes(60_000);
    showTab(true);
    await passes(50);
    expect(server.reads).toBe(2);
    await passes(PERIOD);
    expect(server.reads).toBe(3);
  });

  it('waits for the next period on a quick return to the tab', async () => {
    const { server, read } = fakeServer(10);
    renderPolledPage(read);
    await passes(100);
    showTab(false);
    await passes(1000);
    showTab(true);
    await passes(50);
    expect(server.reads).toBe(1);
    await passes(PERIOD);
    expect(server.reads).toBe(2);
  });

  it('reads nothing after the user leaves the page', async () => {
    const { server, read } = fakeServer(10);
    const page = renderPolledPage(read);
    await passes(PERIOD + 100);
    expect(server.reads).toBe(2);
    page.unmount();
    await passes(20 * PERIOD);
    expect(server.reads).toBe(2);
  });

  it('never asks a slow server again before it has answered, even on return to the tab', async () => {
    const slowAnswerMs = 4 * PERIOD;
    const { server, read } = fakeServer(slowAnswerMs);
    renderPolledPage(read);
    await passes(PERIOD + 100);
    showTab(false);
    await passes(2 * PERIOD);
    showTab(true);
    await passes(slowAnswerMs);
    expect(server.mostAtOnce).toBe(1);
    // The first answer came at 4 periods; the next read a period later is still under way.
    expect(server.reads).toBe(2);
  });
});
