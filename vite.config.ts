import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { endpointAddresses, sharedHasNoSideEffects } from './tools/vite-endpoint-addresses';
import { precompress } from './tools/vite-precompress';

const sharedDir = fileURLToPath(new URL('./src/shared', import.meta.url));

export default defineConfig({
  root: 'src/web',
  plugins: [endpointAddresses(), react(), precompress()],
  resolve: { alias: { '@shared': sharedDir } },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rollupOptions: { treeshake: { moduleSideEffects: sharedHasNoSideEffects } },
  },
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
});
