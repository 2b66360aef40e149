/**
 * The layers of the console and the sandbox, checked by `npm run lint` (docs/ARCHITECTURE.md draws them).
 */

/**
 * The sandbox's tests (and the test-only helpers beside them) may drive a layer from above, through the HTTP
 * API; the layer rules hold for what runs. server/layers.test.ts checks that no folder of it imports in a cycle.
 */
const sandboxTests = [
  '\\.test\\.ts$',
  '^server/testing\\.ts$',
  '^server/routes/deliveryTesting\\.ts$',
  '^server/demo/testContext\\.ts$',
  '^server/http/accessTable/',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle between modules, type-only imports included.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'providers-below-the-shell',
      severity: 'error',
      comment:
        'dataProvider/ and authProvider/ are the bottom layer: they import nothing of the shell or the features.',
      from: { path: '^(dataProvider|authProvider)/' },
      to: { path: '^(src|resources)/' },
    },
    {
      name: 'kit-below-features',
      severity: 'error',
      comment: 'The screen kit and the schema forms serve every feature and import none.',
      from: { path: '^(src/common|schemas)/' },
      to: { path: '^resources/' },
    },
    {
      name: 'features-through-their-index',
      severity: 'error',
      comment: 'A feature imports another feature only through its index.ts.',
      from: { path: '^resources/([^/]+)/' },
      to: { path: '^resources/[^/]+/', pathNot: ['^resources/$1/', '^resources/[^/]+/index\\.tsx?$'] },
    },
    {
      name: 'sandbox-not-the-console',
      severity: 'error',
      comment: 'The sandbox shares only the pure rules of authProvider/ and the contract with the console.',
      from: { path: '^server/' },
      to: { path: '^(src|resources|dataProvider|schemas)/' },
    },
    {
      name: 'server-store-at-the-bottom',
      severity: 'error',
      comment:
        "server/store/ keeps records: it knows the contract's schema types (server/schemas.ts) and nothing of the " +
        'context, the runtime, the services or anything above them.',
      from: { path: '^server/store/', pathNot: sandboxTests },
      to: {
        path: ['^server/(services|runtime|routes|http|demo)/', '^server/(context|app|main|testing)\\.ts$'],
      },
    },
    {
      name: 'server-foundations-below-the-layers',
      severity: 'error',
      comment:
        'The files every layer shares (context, clock, errors, schemas) import no layer but the store they hand on.',
      from: { path: '^server/(context|clock|errors|schemas)\\.ts$' },
      to: { path: ['^server/(services|runtime|routes|http|demo)/', '^server/(app|main|testing)\\.ts$'] },
    },
    {
      name: 'server-runtime-below-services',
      severity: 'error',
      comment:
        'The simulated runtime works on the store, the context, the clock, the errors and pure data; services drive ' +
        'it, never the other way round.',
      from: { path: '^server/runtime/', pathNot: sandboxTests },
      to: { path: ['^server/(services|routes|http|demo)/', '^server/(app|main|testing)\\.ts$'] },
    },
    {
      name: 'server-services-below-routes',
      severity: 'error',
      comment: 'Services are called by the routes (and the demo seed) and call none of them.',
      from: { path: '^server/services/', pathNot: sandboxTests },
      to: { path: ['^server/(routes|http|demo)/', '^server/(app|main|testing)\\.ts$'] },
    },
    {
      name: 'server-http-below-routes',
      severity: 'error',
      comment:
        "server/http/ is the routes' plumbing (access, bodies, error answers): it calls services, not routes.",
      from: { path: '^server/http/', pathNot: sandboxTests },
      to: { path: ['^server/(routes|demo)/', '^server/(app|main|testing)\\.ts$'] },
    },
    {
      name: 'server-demo-beside-routes',
      severity: 'error',
      comment:
        'server/demo/ seeds through the services like a client would; only the entry point and the test hooks use it.',
      from: { path: '^server/demo/', pathNot: sandboxTests },
      to: { path: ['^server/(routes|http)/', '^server/(app|main|testing)\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules|coverage|\\.bench)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
