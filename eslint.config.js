// ESLint flat config: TypeScript rules (typescript-eslint, with type information for promise rules),
// React hooks rules, and the layer rules of docs/architecture/layers.md as import boundaries.
// `npm run lint` runs it with --max-warnings 0; `npm test` runs lint first.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A boundary on the imports of a top-level (or web/src) directory, wherever the path names it. */
const inDirectory = (directory, message) => ({ regex: `(^|/)${directory}/`, message });

/**
 * Import boundaries (docs/architecture/layers.md; why: docs/decisions/0012-layers-enforced-by-lint.md): each entry is a
 * regular expression on the import specifier and the reason shown when it matches. Leaves sit at the bottom, so imports never point upward:
 *   domain/ ← contracts/ ← functions/ ← infra/ ← dev/, tools/ ; contracts/ ← web/ ← dev/ (the build step only)
 *   web: lib/, content/, components/, stores/, layout/ ← features/ ← app/
 * Raw DynamoDB commands (@aws-sdk/lib-dynamodb) live only in functions/data/, one module per entity.
 */
const boundary = {
  tests: inDirectory('tests', 'Production code never imports tests/.'),
  web: inDirectory('web', 'functions/ never imports the React app: shared rules live in contracts/ (@contracts/…).'),
  functions: inDirectory(
    'functions',
    'Only the local runtime (dev/), the staff CLI (tools/) and tests import functions/; infra names handlers by path.',
  ),
  infra: inDirectory('infra', 'Only the local runtime (dev/) and tests import infra/.'),
  dev: inDirectory('dev', 'Nothing imports the local runtime but tests and the bench.'),
  tools: inDirectory('tools', 'Nothing imports the staff CLI but tests.'),
  contracts: {
    regex: '(^|/)contracts/|^@contracts/',
    message: 'domain/ is the lowest layer: contracts/ may import domain/, never the reverse.',
  },
  domainAlias: { regex: '^@domain/', message: 'Inside domain/, import siblings by relative path.' },
  dynamoCommands: {
    group: ['@aws-sdk/lib-dynamodb', '@aws-sdk/client-dynamodb'],
    importNamePattern: 'Command$',
    message: 'DynamoDB commands live in functions/data/ (one module per entity, owning its keys); call those modules instead.',
  },
  features: inDirectory(
    'features',
    'Only the route table (web/src/app) imports features; shared pieces belong in components/, lib/ or stores/.',
  ),
  siblingFeature: {
    regex: '^\\.\\./[^./]',
    message: "A feature never imports another feature's internals: move the shared piece to components/, lib/ or stores/.",
  },
  app: inDirectory('app', 'Nothing imports the app entry or the route table (paths live in lib/paths.ts).'),
  // The staff console is another app on another origin (docs/architecture/frontend.md "The staff console").
  staffConsole: {
    regex: '(^|/)(staff-app|features/staff)(/|$)',
    message: 'Shop code never imports the staff console (web/src/staff-app/, features/staff/): another app, on its own origin.',
  },
  shopApp: {
    regex: '(^|/)(app|features/(?!staff/)[^/]+)/',
    message: "The staff console imports no shop page or the shop's app: only its own feature, contracts/, domain/ and the shared kit.",
  },
  react: { regex: '^react(-dom)?($|/)', message: 'contracts/ is shared with the Lambda handlers: no React.' },
  contractsAlias: { regex: '^@contracts/', message: 'Inside contracts/, import siblings by relative path.' },
};
/** contracts/ and domain/ sit below everything else and are shared with the Lambda handlers: no app layer, no React. */
const sharedCore = [boundary.tests, boundary.web, boundary.functions, boundary.infra, boundary.dev, boundary.tools, boundary.react];
const restrictImports = (...rules) => ({ 'no-restricted-imports': ['error', { patterns: rules }] });

export default tseslint.config(
  { ignores: ['dist/**', 'cdk.out/**', '.data/**', 'node_modules/**', 'coverage/**', 'bench/results/**', 'bench/.out/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}', 'tests/unit/**/*.tsx'],
    ...reactHooks.configs.flat.recommended,
  },
  // CommonJS helper scripts run by Node as separate processes (e.g. the local s3rver with ListObjectVersions).
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  // Tests read synthesized CloudFormation and raw JSON answers, whose shapes are untyped by nature.
  { files: ['tests/**/*.{ts,tsx}'], rules: { '@typescript-eslint/no-explicit-any': 'off' } },
  // CloudFront Functions (cloudfront-js-2.0 runtime): plain scripts whose `handler` is called by CloudFront.
  {
    files: ['infra/cloudfront/*.js'],
    languageOptions: { sourceType: 'script', globals: {} },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^handler$' }] },
  },
  // Boundaries, most specific last (a later block's no-restricted-imports replaces an earlier one's).
  {
    files: ['functions/**/*.ts'],
    rules: restrictImports(boundary.tests, boundary.web, boundary.infra, boundary.dev, boundary.tools, boundary.dynamoCommands),
  },
  // The data modules: the one place DynamoDB commands are built.
  { files: ['functions/data/**/*.ts'], rules: restrictImports(boundary.tests, boundary.web, boundary.infra, boundary.dev, boundary.tools) },
  // The local runtime stands in for CloudFront: it sends the same security headers (infra/security-headers.ts).
  // The local stack builds the site with the same build step as `npm run build` (web/prerender/build-site.ts), and
  // serves the console's build from the folder build-staff-console.ts names.
  {
    files: ['dev/**/*.ts'],
    rules: restrictImports(boundary.tests, boundary.tools, {
      ...boundary.web,
      regex: '(^|/)web/(?!prerender/build-(site|staff-console)$)',
    }),
  },
  // The staff CLI talks to `npm start`'s emulators when no stack is named (dev/local-env.ts), through functions/data/.
  { files: ['tools/**/*.ts'], rules: restrictImports(boundary.tests, boundary.web, boundary.infra, boundary.dynamoCommands) },
  { files: ['infra/**/*.ts'], rules: restrictImports(boundary.tests, boundary.web, boundary.functions, boundary.dev, boundary.tools) },
  {
    files: ['contracts/**/*.ts'],
    rules: restrictImports(...sharedCore, boundary.contractsAlias),
  },
  {
    files: ['domain/**/*.ts'],
    rules: restrictImports(...sharedCore, boundary.contracts, boundary.domainAlias),
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: restrictImports(boundary.tests, boundary.functions, boundary.infra, boundary.dev, boundary.tools, boundary.app),
  },
  {
    files: ['web/src/{lib,content,components,stores,layout}/**/*.{ts,tsx}'],
    rules: restrictImports(boundary.tests, boundary.functions, boundary.infra, boundary.app, boundary.features, boundary.staffConsole),
  },
  {
    files: ['web/src/features/**/*.{ts,tsx}'],
    rules: restrictImports(boundary.tests, boundary.functions, boundary.infra, boundary.app, boundary.features, boundary.siblingFeature),
  },
  // The app entry, the route table and the build-time prerender step (which renders the route table).
  {
    files: ['web/src/app/**/*.{ts,tsx}', 'web/src/main.tsx', 'web/prerender/**/*.{ts,tsx}'],
    rules: restrictImports(boundary.tests, boundary.functions, boundary.infra, boundary.staffConsole),
  },
  // The staff console's entry and route table: its own feature and the shared layers, nothing of the shop's app.
  {
    files: ['web/src/staff-app/**/*.{ts,tsx}'],
    rules: restrictImports(boundary.tests, boundary.functions, boundary.infra, boundary.dev, boundary.tools, boundary.shopApp),
  },
  // ── The bench (bench/): measures the product from outside, like a test, but never imports tests/ (what both need,
  // such as the Chromium flags, sample files and synthetic records, lives in dev/ or web/prerender/first-visit-js.ts).
  { files: ['bench/**/*.ts'], rules: restrictImports(boundary.tests, boundary.tools) },
  // ── Rules that replace source-text checks once made by tests (tests read behaviour, lint reads source) ──
  // The local demo's refill-reminder delay (contracts/refill-reminders.ts) is read by the local stack alone (dev/): the
  // deployed Lambda code and its config builder never name it, so no deployment can shorten a shopper's reminder.
  {
    files: ['functions/**/*.ts', 'infra/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportSpecifier[imported.name='REFILL_REMINDER_DELAY_ENV'], Literal[value='MEDVIKA_REFILL_REMINDER_DELAY_MS']",
          message: 'The refill-reminder delay is a local demo setting: only dev/ reads it (dev/local-reminder-delay.ts).',
        },
      ],
    },
  },
  // The `unit` lane's files share a module registry per worker (vitest.config.ts): a vi.mock there would not replace a
  // module an earlier file already loaded, so files that mock modules live in tests/unit/with-module-mocks/ (isolated).
  {
    files: ['tests/unit/**/*.{ts,tsx}'],
    ignores: ['tests/unit/with-module-mocks/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|unmock|doUnmock|resetModules)$/]",
          message: 'Module mocks need a module registry of their own: put this file in tests/unit/with-module-mocks/.',
        },
      ],
    },
  },
  // The form messages are shipped to the browser without the schemas: no zod there (contracts/forms/*-form.ts hold those).
  {
    files: ['contracts/forms/form-messages.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ImportDeclaration[source.value=/^zod/]', message: 'form-messages.ts holds the messages only: no zod import.' },
      ],
    },
  },
);
