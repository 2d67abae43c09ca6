import { defineConfig } from 'vitest/config';

const sourceCondition = { conditions: ['@segno/source'] };

export default defineConfig({
  resolve: sourceCondition,
  ssr: { resolve: { conditions: ['@segno/source'], externalConditions: ['@segno/source'] } },
  test: {
    projects: [
      {
        extends: true,
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: { name: 'machines', include: ['packages/machines/src/**/*.test.ts'] },
      },
      {
        extends: true,
        // The repository's own scripts' logic (the app size check's manifest walking).
        test: { name: 'scripts', include: ['scripts/**/*.test.mjs'] },
      },
      {
        extends: true,
        test: { name: 'ui', include: ['packages/ui/src/**/*.test.ts'] },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['packages/server/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // The app's pure modules, and checks that its story mocks answer what the real API answers.
        test: {
          name: 'app',
          include: ['packages/app/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
