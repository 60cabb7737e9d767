/**
 * Import rules of the repository, checked by tests/architecture/boundaries.test.ts (part of
 * `npm test`, so CI runs it) and readable by hand with `npx depcruise platform lib components app
 * scripts`. The rules say what platform/src/modules/README.md says; module-level circles and
 * table ownership are computed in the test, because a rule here sees files, not folders or SQL.
 *
 * What still breaks a rule during issue 14 is not allowed here but listed, edge by edge, in the
 * test's knownOffenders, which fails as soon as one of them is fixed, so the list only shrinks.
 */
/** The folders of lib/ shared by web and platform (lib/README.md says why and what each holds). */
const sharedLib = '(wps|validation|format|system|games|net|config|time|activity|agent)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A file-level import circle: one of its files must move to a leaf, or one edge must go.',
      from: { path: '^(platform|lib|components|app|scripts)/' },
      to: { circular: true },
    },
    {
      name: 'module-through-index',
      severity: 'error',
      comment:
        'A module reaches another module only through its index.ts (platform/src/modules/README.md).',
      from: { path: '^platform/src/modules/([^/]+)/' },
      to: {
        path: '^platform/src/modules/[^/]+/',
        pathNot: ['^platform/src/modules/$1/', '^platform/src/modules/[^/]+/index\\.ts$'],
      },
    },
    {
      name: 'outside-through-index',
      severity: 'error',
      comment:
        'main.ts, deps.ts, app.ts, the route list modules/index.ts, http/, vendors/ and the seed reach a module only through its index.ts; the operator CLI (scripts/ops) may also take a module\'s schema.ts, the zod shapes of its /bo routes, so `npm run ops -- --help` does not load services and database code.',
      from: { path: '^(platform/src/[^/]+\\.ts$|platform/src/modules/index\\.ts$|platform/src/(http|vendors|db|infra|crypto)/|platform/seed/|scripts/)' },
      to: {
        path: '^platform/src/modules/[^/]+/',
        pathNot: ['^platform/src/modules/[^/]+/index\\.ts$', '^platform/src/modules/[^/]+/schema\\.ts$'],
      },
    },
    {
      name: 'seed-and-platform-schemas-through-index',
      severity: 'error',
      comment: 'Only the operator CLI takes a module\'s schema.ts directly; the platform and the seed use index.ts.',
      from: { path: '^(platform/src/[^/]+\\.ts$|platform/src/modules/index\\.ts$|platform/src/(http|vendors|db|infra|crypto)/|platform/seed/)' },
      to: { path: '^platform/src/modules/[^/]+/schema\\.ts$' },
    },
    {
      name: 'leaf-stays-leaf',
      severity: 'error',
      comment:
        'infra and clock.ts sit under every module: they must not import context.ts, http/ or a module.',
      from: { path: '^platform/src/(infra/|clock\\.ts$)' },
      to: { path: '^platform/src/(context\\.ts$|http/|modules/)' },
    },
    {
      name: 'platform-imports-shared-lib',
      severity: 'error',
      comment:
        'The platform and the operator CLI import only the shared part of lib/ (lib/README.md); a rule they need from a web-only folder moves into a shared one first.',
      from: { path: '^(platform|scripts/ops)/' },
      to: { path: '^lib/', pathNot: `^lib/${sharedLib}/` },
    },
    {
      name: 'shared-lib-stays-pure',
      severity: 'error',
      comment:
        'The shared part of lib/ runs in the platform too: nothing of app/, components/, platform/ or a web-only lib/ folder (packages are left out of the cruise, so tests/lib/shared-lib.test.ts keeps Next and React out).',
      from: { path: `^lib/${sharedLib}/` },
      to: { path: ['^(app|components|platform)/', `^lib/(?!${sharedLib}/)`] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|\\.next|\\.data)/' },
    // Type-only imports count: a circle of types still ties the files' meaning together.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
