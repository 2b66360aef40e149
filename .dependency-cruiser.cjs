/**
 * The layers of the console and the sandbox, checked by `npm run lint` (docs/ARCHITECTURE.md draws them).
 * @type {import('dependency-cruiser').IConfiguration}
 */
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
      comment: 'server/store/ keeps records; it knows nothing of the services, the runtime or the routes.',
      from: { path: '^server/store/' },
      to: { path: '^server/(services|runtime|routes|http|demo)/' },
    },
    {
      name: 'server-runtime-below-services',
      severity: 'error',
      comment: 'The simulated runtime works on the store; services drive it, never the other way round.',
      from: { path: '^server/runtime/' },
      to: { path: '^server/(services|routes|http|demo)/' },
    },
    {
      name: 'server-services-below-routes',
      severity: 'error',
      comment: 'Services are called by routes and never call them.',
      from: { path: '^server/services/' },
      to: { path: '^server/(routes|http)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|node_modules|coverage|\\.bench)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
