import { defineConfig } from 'vitest/config';

const failOnConsoleError = './test/fail-on-console-error.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'shared',
          // The repository's own scripts (scripts/*.mjs) are plain unit tests too.
          include: ['packages/shared/src/**/*.test.ts', 'scripts/**/*.test.mjs'],
          setupFiles: [failOnConsoleError],
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/src/**/*.test.ts'],
          globalSetup: ['apps/api/src/test/global-setup.ts'],
          setupFiles: [failOnConsoleError],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          root: './apps/web',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../../test/fail-on-console-error.ts'],
          // The first test of a file that renders MUI takes seconds on a busy 2-core machine.
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/tests/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          setupFiles: [failOnConsoleError],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
