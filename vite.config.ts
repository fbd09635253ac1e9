// Builds the React app: `vite build` -> dist/web (served by the Node server), `vite build --mode demo`
// -> dist/demo (browser-only demo, data in localStorage). The dev server proxies /api to the server.
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

export default defineConfig(({ mode }) => ({
  plugins: [react(), tailwindcss()],
  build: {
    outDir: mode === 'demo' ? 'dist/demo' : 'dist/web',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
}))
