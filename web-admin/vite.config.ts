import { defineConfig } from 'vitest/config';

// The console is served by the platform at /admin (services/platform ConsoleRoutes); the Maven build packages
// target/admin into the web-admin jar under META-INF/resources/admin.
export default defineConfig({
  base: '/admin/',
  build: {
    outDir: 'target/admin',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    // `npm run dev` against a platform on :8080
    proxy: { '/api': 'http://localhost:8080', '/admin/config.json': 'http://localhost:8080' },
  },
  test: {
    include: ['test/**/*.test.ts'],
    environment: 'node',
  },
});
