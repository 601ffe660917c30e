import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    tsconfigPaths: true,
  },
  ssr: {
    // PGlite loads its WASM and data files relative to its own package: keep it out of the bundle.
    external: ["@electric-sql/pglite", "sharp", "@node-rs/argon2", "pg"],
  },
  server: {
    watch: { ignored: ["**/data/**", "**/test-results/**"] },
  },
});
