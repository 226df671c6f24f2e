import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

const apiPort = Number(process.env.API_PORT ?? 3001);
const backend = `http://127.0.0.1:${apiPort}`;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  // "@/x" is src/x (tsconfig.json paths), for imports that would otherwise climb folders.
  resolve: { alias: [{ find: /^@\//, replacement: fileURLToPath(new URL("./src/", import.meta.url)) }] },
  build: { outDir: "dist/client", emptyOutDir: true, chunkSizeWarningLimit: 700 },
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { "/api": backend, "/site": backend, "/storage": backend },
  },
});
