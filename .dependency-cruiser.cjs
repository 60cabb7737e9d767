/**
 * Import rules of the repository, checked by tests/architecture/boundaries.test.ts (part of
 * `npm test`, so CI runs it) and readable by hand with `npx depcruise platform lib components app
 * scripts`. The rules say what platform/src/modules/README.md says; module-level circles and
 * table ownership are computed in the test, because a rule here sees files, not folders or SQL.
 *
 * What still breaks a rule during issue 14 is not allowed here but listed, edge by edge, in the
 * test's knownOffenders, which fails as soon as one of them is fixed, so the list only shrinks.
 */
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
      name: 'leaf-stays-leaf',
      severity: 'error',
      comment:
        'infra and clock.ts sit under every module: they must not import context.ts, http/ or a module.',
      from: { path: '^platform/src/(infra/|clock\\.ts$)' },
      to: { path: '^platform/src/(context\\.ts$|http/|modules/)' },
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
