// React's JSX runtime as the console runs it, for plugin modules compiled with the automatic runtime
// (docs/plugins.md).
const runtime = globalThis.__velaPluginShared['react/jsx-runtime'];

export const { Fragment, jsx, jsxs } = runtime;
