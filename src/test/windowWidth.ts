interface HappyDomWindow {
  happyDOM: { setViewport(viewport: { width: number }): void };
}

/** Resizes the test window (happy-dom's is 1024 px wide), so that media queries see the new width. */
export function setWindowWidth(width: number): void {
  (window as unknown as HappyDomWindow).happyDOM.setViewport({ width });
}
