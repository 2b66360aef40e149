/**
 * When the next frame has been drawn: a requestAnimationFrame callback runs just before the frame is
 * drawn, and a task posted from it runs after. Used inside the bench pages.
 */
export function nextPaint(): Promise<number> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve(performance.now());
      channel.port2.postMessage(null);
    }),
  );
}
