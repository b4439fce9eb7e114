// dependency-cruiser configuration: no module reaches itself through its imports (no import circle), type-only
// imports and dynamic import() included; and the shop and the staff console, two apps on two origins, never import each
// other's code, however indirectly (eslint's import boundaries read one import at a time). `npm run lint` runs it over the whole code base; why:
// docs/decisions/0012-layers-enforced-by-lint.md. tests/unit/import-cycle-rule.test.ts proves the rule on fixtures.

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'no-import-circle',
      severity: 'error',
      comment:
        'This import closes a circle: a module reaches itself through its imports (type-only and dynamic ones count). ' +
        'Move what both sides share into a leaf module that imports neither (e.g. functions/track/track-context.ts).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'shop-never-reaches-console',
      severity: 'error',
      comment:
        'Shop code reaches the staff console (web/src/staff-app/, web/src/features/staff/): the console is another app on ' +
        'its own origin (docs/architecture/frontend.md "The staff console"). Move what both need to contracts/, domain/ or the shared kit.',
      from: { path: '^web/', pathNot: '^web/src/(staff-app|features/staff)/' },
      to: { path: '^web/src/(staff-app|features/staff)/', reachable: true },
    },
    {
      name: 'console-never-reaches-shop-pages',
      severity: 'error',
      comment:
        "The staff console reaches a shop page or the shop's app: it shares only contracts/, domain/ and the shared kit with the shop.",
      from: { path: '^web/src/(staff-app|features/staff)/' },
      to: { path: '^web/src/(app/|main\\.tsx$|features/(?!staff/))', reachable: true },
    },
  ],
  options: {
    // Our code only: packages, the build output and the rule's own fixtures are not read.
    doNotFollow: { path: ['node_modules'] },
    exclude: {
      path: ['^(node_modules|dist|cdk\\.out|\\.data|coverage|bench/results|bench/\\.out|\\.tmp)/', '^tests/fixtures/import-cycle/'],
    },
    // Type-only imports are dependencies too: a type circle is still a circle (and turns real with one value import).
    tsPreCompilationDeps: true,
    // The @contracts/* and @domain/* aliases, resolved as TypeScript and Vite resolve them.
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
    skipAnalysisNotInRules: true,
  },
};
