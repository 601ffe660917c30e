import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["app/**/*.test.{ts,tsx}"],
          exclude: ["app/server/**", "app/routes/**/*.server.test.ts"],
          environment: "jsdom",
          setupFiles: ["./app/testing/setup-dom.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["app/server/**/*.test.ts", "app/routes/**/*.server.test.ts", "scripts/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./app/server/testing/global-setup.ts"],
          setupFiles: ["./app/testing/fail-on-console.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
