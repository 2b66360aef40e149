import type { BrowserContext, CDPSession } from '@playwright/test';
import { nextPaint } from '../paint';
import type { MainThreadTime } from './loadFigures';

/** The element whose showing makes a page ready: the first match of `selector` (containing `text`, if set). */
export interface ReadyElement {
  selector: string;
  text?: string;
}

const BINDING = 'pageLoadBenchReady';

interface ProbeArgs extends ReadyElement {
  binding: string;
}

/**
 * Runs in the page before its own scripts: after each change to the DOM (and each loaded stylesheet, font
 * or image, and each finished transition), looks for the element; once it is there and visible, waits for
 * the frame that draws it and reports the moment (ms since the navigation started) through the binding.
 */
function probe({ selector, text, binding }: ProbeArgs, paint: typeof nextPaint) {
  let found = false;
  const visible = (element: Element) => {
    if (text && !element.textContent?.includes(text)) return false;
    const { width, height } = element.getBoundingClientRect();
    return (
      width > 0 && height > 0 && element.checkVisibility({ opacityProperty: true, visibilityProperty: true })
    );
  };
  const check = () => {
    if (found || ![...document.querySelectorAll(selector)].some(visible)) return;
    found = true;
    observer.disconnect();
    void paint().then((shownAt) =>
      (window as unknown as Record<string, (at: string) => void>)[binding](`${shownAt}`),
    );
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, attributes: true, characterData: true });
  for (const event of ['load', 'transitionend', 'animationend'])
    document.addEventListener(event, check, true);
}

/** Puts the probe into every page of the context, looking for `element`. */
export async function probeForContent(context: BrowserContext, element: ReadyElement): Promise<void> {
  const args: ProbeArgs = { ...element, binding: BINDING };
  // The TypeScript loader names functions with a helper (`__name`) the page lacks: the page gets one that does nothing.
  await context.addInitScript({
    content: `{ const __name = (fn) => fn; (${probe})(${JSON.stringify(args)}, ${nextPaint}); }`,
  });
}

interface Counters {
  scriptSeconds: number;
  taskSeconds: number;
  navigationStart: number;
}

async function counters(cdp: CDPSession): Promise<Counters> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const value = (name: string) => metrics.find((metric) => metric.name === name)?.value ?? 0;
  return {
    scriptSeconds: value('ScriptDuration'),
    taskSeconds: value('TaskDuration'),
    navigationStart: value('NavigationStart'),
  };
}

export interface ContentShown {
  /** From the start of the navigation to the frame that drew the element. */
  readyMs: number;
  /** The navigation's start in Chromium's monotonic seconds, the clock of its network log. */
  navigationStart: number;
  /** The main thread's work from before the navigation until the report of the element reached the bench. */
  mainThread: MainThreadTime;
}

/**
 * Starts listening for the probe's report, on a page not navigated yet; `whenShown` settles with it.
 * Chromium's main thread counters (Performance.getMetrics) are read now and again at the report, a few
 * milliseconds after the frame.
 */
export async function listenForContent(cdp: CDPSession): Promise<{ whenShown: Promise<ContentShown> }> {
  await cdp.send('Performance.enable', { timeDomain: 'timeTicks' });
  await cdp.send('Runtime.enable');
  await cdp.send('Runtime.addBinding', { name: BINDING });
  const before = await counters(cdp);
  const whenShown = new Promise<ContentShown>((resolve, reject) => {
    cdp.on('Runtime.bindingCalled', ({ name, payload }) => {
      if (name !== BINDING) return;
      counters(cdp).then(
        (at) =>
          resolve({
            readyMs: Number(payload),
            navigationStart: at.navigationStart,
            mainThread: {
              scriptMs: (at.scriptSeconds - before.scriptSeconds) * 1000,
              taskMs: (at.taskSeconds - before.taskSeconds) * 1000,
            },
          }),
        reject,
      );
    });
  });
  return { whenShown };
}
