import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['contract-tests/**/*.test.ts'],
    // Worker threads of the running service load the compiled tree (src/pool/worker-file.ts): build it first.
    globalSetup: ['tools/test-global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    fileParallelism: false,
  },
});
