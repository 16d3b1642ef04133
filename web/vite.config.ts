import { defineConfig } from 'vite';

// No React plugin: JSX goes through Vite's built-in Oxc transform with the automatic runtime.
export default defineConfig({
  base: '/',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1600,
    rolldownOptions: {
      // antd marks its modules "use client" for React Server Components; meaningless in this SPA bundle.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:8080' },
  },
});
