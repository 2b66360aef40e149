// react-dom as the console runs it, for plugin modules (docs/plugins.md).
const ReactDOM = globalThis.__velaPluginShared['react-dom'];

export default ReactDOM;
export const { createPortal, flushSync } = ReactDOM;
