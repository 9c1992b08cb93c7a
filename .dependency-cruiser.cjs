// Import rules of docs/decisions/0009: modules are reached through their index.ts, a module's
// tables are its own, modules never reach the ways in or the flows above them, no cycles, and
// a screen never imports another screen. `npm run lint` runs this after ESLint.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'browser-code-without-csv-libraries',
      severity: 'error',
      comment: 'src/domain/csv/csv.ts reads and writes CSV with libraries meant for the server\'s import and export; a browser chunk that reaches it fails to load. Use src/domain/csv/spreadsheet-cells.ts in the browser.',
      from: { path: '^src/web/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/domain/csv/csv\\.ts$', reachable: true },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: move what both sides need into a module both can import.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'module-entry-only',
      severity: 'error',
      comment: 'Outside a server module only its index.ts may be imported (the drizzle barrel src/server/db/tables.ts may read the tables).',
      from: { pathNot: ['^src/server/modules/', '^src/server/db/tables\\.ts$'] },
      to: { path: '^src/server/modules/[^/]+/', pathNot: '^src/server/modules/[^/]+/index\\.ts$' },
    },
    {
      name: 'module-entry-only-between-modules',
      severity: 'error',
      comment: 'A module reaches another module only through that module\'s index.ts.',
      from: { path: '^src/server/modules/([^/]+)/', pathNot: '\\.tables\\.ts$' },
      to: { path: '^src/server/modules/[^/]+/', pathNot: ['^src/server/modules/$1/', '^src/server/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'tables-reference-tables-only',
      severity: 'error',
      comment: 'A tables file may name another module\'s tables for foreign keys, and nothing else of it.',
      from: { path: '^src/server/modules/([^/]+)/[^/]+\\.tables\\.ts$' },
      to: { path: '^src/server/modules/[^/]+/', pathNot: ['^src/server/modules/$1/', '\\.tables\\.ts$'] },
    },
    {
      name: 'modules-below-flows-and-ways-in',
      severity: 'error',
      comment: 'Modules never import flows, the HTTP routes, server rendering, jobs, the seed, the command line, the app or the two schemas.',
      from: { path: '^src/server/modules/' },
      to: {
        path: [
          '^src/server/(flows|http|ssr|jobs|seed|cli)/',
          '^src/server/graphql/(shop|admin)\\.schema\\.ts$',
          '^src/server/(app|main)\\.server\\.ts$',
        ],
      },
    },
    {
      name: 'flows-below-ways-in',
      severity: 'error',
      comment: 'Flows call modules; they never import the HTTP routes, server rendering, jobs, the command line or the schemas.',
      from: { path: '^src/server/flows/' },
      to: { path: ['^src/server/(http|ssr|jobs|seed|cli)/', '^src/server/graphql/(shop|admin)\\.schema\\.ts$', '^src/server/(app|main)\\.server\\.ts$'] },
    },
    {
      name: 'editor-entry-only',
      severity: 'error',
      comment: 'The rich-text editor is reached only through src/web/editor/index.ts (and lazily, so it stays its own chunk).',
      from: { pathNot: '^src/web/editor/' },
      to: { path: '^src/web/editor/', pathNot: '^src/web/editor/index\\.ts$' },
    },
    {
      name: 'screen-imports-screen',
      severity: 'error',
      comment: 'A screen never imports another screen: shared pieces belong in src/web/ui.',
      from: { path: '^src/web/screens/([^/]+)/' },
      to: { path: '^src/web/screens/[^/]+/', pathNot: '^src/web/screens/$1/' },
    },
    {
      name: 'admin-stays-lazy',
      comment: 'The admin area is reached only through its route table (src/web/admin/admin-routes.ts), so none of it is in a shopper\'s first load.',
      severity: 'error',
      from: { path: '^src/', pathNot: ['^src/web/admin/', '^src/web/app/routes\\.ts$'] },
      to: { path: '^src/web/admin/' },
    },
    {
      name: 'admin-routes-import-screens-lazily',
      comment: 'The admin route table loads each screen with a dynamic import: a static one would pull the admin area into the shop\'s entry. The section list (data only) names the frame\'s words each screen fetches.',
      severity: 'error',
      from: { path: '^src/web/(app/routes|admin/admin-routes)\\.ts$' },
      to: { path: '^src/web/admin/', pathNot: '^src/web/admin/(admin-routes|frame/admin-sections)\\.ts$', dependencyTypesNot: ['dynamic-import'] },
    },
    {
      name: 'admin-feature-imports-feature',
      comment: 'An admin feature never imports another: what they share belongs in src/web/admin/ui or src/web/admin/frame.',
      severity: 'error',
      from: { path: '^src/web/admin/([^/]+)/' },
      to: { path: '^src/web/admin/[^/]+/', pathNot: '^src/web/admin/($1|ui|frame)/' },
    },
    {
      name: 'admin-shared-parts-below-features',
      comment: 'The admin area\'s frame and shared parts never import one of its features.',
      severity: 'error',
      from: { path: '^src/web/admin/(ui|frame)/' },
      to: { path: '^src/web/admin/[^/]+/', pathNot: '^src/web/admin/(ui|frame)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^src/server/db/migrations/', '\\.d\\.ts$'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'] },
  },
};
