import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/dist-server/**', 'data/**', 'coverage/**', '**/dev-dist/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, boundaries },
    settings: {
      'boundaries/include': ['apps/web/src/**/*'],
      'boundaries/elements': [
        { type: 'app', pattern: 'apps/web/src/app/**' },
        { type: 'feature', pattern: 'apps/web/src/features/*', capture: ['feature'] },
        { type: 'components', pattern: 'apps/web/src/components/**' },
        { type: 'lib', pattern: 'apps/web/src/lib/**' },
        { type: 'config', pattern: 'apps/web/src/config/**' },
      ],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@town/shared',
              message:
                "Import a subpath ('@town/shared/constants', '@town/shared/<domain>'): the index pulls zod into the first load.",
            },
          ],
        },
      ],
      // bulletproof-react: features never import each other; routes (app) combine them.
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'feature' } },
              disallow: {
                to: { element: { type: 'feature', captured: { feature: '!{{from.element.captured.feature}}' } } },
              },
              message: 'A feature must not import another feature: combine them in a route module.',
            },
            {
              from: { element: { type: 'feature' } },
              disallow: { to: { element: { type: 'app' } } },
              message: 'A feature must not import the app.',
            },
            {
              from: { element: { types: { anyOf: ['components', 'lib'] } } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app'] } } } },
              message: 'Shared code must not depend on features or the app.',
            },
            {
              from: { element: { type: 'config' } },
              disallow: { to: { element: { types: { anyOf: ['feature', 'app', 'components', 'lib'] } } } },
              message: 'The web settings (src/config) are plain values: they depend on nothing of the app.',
            },
          ],
        },
      ],
    },
  },
  {
    // immich's rule: modules talk through each other's services, never each other's tables.
    files: ['apps/api/src/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'boundaries/include': ['apps/api/src/**/*'],
      'boundaries/elements': [
        { type: 'module', pattern: 'apps/api/src/modules/*', capture: ['module'], partialMatch: false },
        { type: 'schema', pattern: 'apps/api/src/db/schema', partialMatch: false },
        { type: 'db', pattern: 'apps/api/src/db', partialMatch: false },
        { type: 'plugins', pattern: 'apps/api/src/plugins', partialMatch: false },
        { type: 'jobs', pattern: 'apps/api/src/jobs', partialMatch: false },
        { type: 'lib', pattern: 'apps/api/src/lib', partialMatch: false },
        { type: 'seed', pattern: 'apps/api/src/seed', partialMatch: false },
        { type: 'test', pattern: 'apps/api/src/test', partialMatch: false },
        // What is left: app.ts, server.ts, config.ts.
        { type: 'app', pattern: 'apps/api/src', partialMatch: false },
      ],
      'boundaries/files': [{ category: 'test', pattern: '**/*.{test,test-support}.ts' }],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              from: { element: { type: 'module' } },
              disallow: {
                to: {
                  element: {
                    type: 'module',
                    captured: { module: '!{{from.element.captured.module}}' },
                    fileInternalPath: '!index.ts',
                  },
                },
              },
              message: 'Another module is used only through its index.ts (its routes, service and public functions).',
            },
            {
              from: { element: { type: '!module' } },
              disallow: { to: { element: { type: 'module', fileInternalPath: '!index.ts' } } },
              message: 'A module is used only through its index.ts.',
            },
            {
              // Tests may share another module's test helpers (signing up, creating a rental…).
              from: { file: { categories: 'test' } },
              allow: { to: { element: { type: 'module' }, file: { categories: 'test' } } },
            },
            {
              disallow: { to: { element: { type: 'schema' } } },
              message:
                "A table is read and written only by the module that owns it (and db/, the seed): call that module's service.",
            },
            {
              from: { element: { types: { anyOf: ['schema', 'db', 'seed'] } } },
              allow: { to: { element: { type: 'schema' } } },
            },
            {
              // db/schema/<module>.ts
              from: { element: { type: 'module' } },
              allow: { to: { element: { type: 'schema', fileInternalPath: '{{from.element.captured.module}}.ts' } } },
            },
            {
              // db/schema/town.ts holds the tables of small modules besides the town's own.
              from: { element: { type: 'module', captured: { module: '{messages,weather,webcams,pages}' } } },
              allow: { to: { element: { type: 'schema', fileInternalPath: 'town.ts' } } },
            },
            {
              // db/schema/listings.ts also holds the owner applications' table and the audit log.
              from: { element: { type: 'module', captured: { module: '{owner-applications,audit}' } } },
              allow: { to: { element: { type: 'schema', fileInternalPath: 'listings.ts' } } },
            },
            {
              // db/schema/sql-literals.ts holds no table: only SQL written from @town/shared's lists.
              from: { element: { type: 'module' } },
              allow: { to: { element: { type: 'schema', fileInternalPath: 'sql-literals.ts' } } },
            },
            {
              // The outbox is the mail plugin's.
              from: { element: { type: 'plugins' } },
              allow: { to: { element: { type: 'schema', fileInternalPath: 'system.ts' } } },
            },
            {
              from: { element: { types: { anyOf: ['module', 'plugins', 'jobs', 'lib', 'db'] } } },
              disallow: { to: { element: { type: 'seed' } } },
              message: 'The demo seed is for the start-up and tests; the product does not depend on it.',
            },
            {
              from: { file: { categories: 'test' } },
              allow: { to: { element: { type: 'seed' } } },
            },
            {
              from: { element: { types: { anyOf: ['plugins', 'jobs', 'lib', 'db'] } } },
              disallow: { to: { element: { type: 'module' } } },
              message: 'Cross-cutting code does not depend on modules: app.ts hands it what it needs.',
            },
            {
              from: { element: { type: 'lib' } },
              disallow: { to: { element: { types: { anyOf: ['plugins', 'jobs', 'db', 'schema', 'app', 'test'] } } } },
              message: 'lib/ is the bottom layer: it depends on nothing else of the API.',
            },
          ],
        },
      ],
    },
  },
  {
    // docs/rules.md#languages: the default language is named once, in @town/shared/languages.
    files: ['apps/api/src/**/*.ts', 'apps/web/src/**/*.{ts,tsx}', 'packages/shared/src/**/*.ts'],
    ignores: [
      'packages/shared/src/languages.ts',
      '**/*.test.{ts,tsx}',
      '**/*.test-support.ts',
      'apps/api/src/test/**',
      'apps/api/src/seed/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "Literal[value='es']",
          message: "Write DEFAULT_LANGUAGE (@town/shared/languages), not 'es'.",
        },
      ],
    },
  },
  {
    files: [
      'apps/api/src/**/*.ts',
      'e2e/**/*.ts',
      'bench/**/*.ts',
      'scripts/**/*.{js,mjs}',
      'apps/web/scripts/**/*.mjs',
    ],
    languageOptions: { globals: { console: 'readonly', process: 'readonly' } },
    rules: { 'no-console': 'off' },
  },
);
