import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** In development the gateway (pnpm start) serves /graphql; Vite proxies to it. */
const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: { port: 5173, proxy: { '/graphql': gateway, '/health': gateway } },
  build: { outDir: 'dist', sourcemap: true, target: 'es2022' },
});
