import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets several checkouts' test runs build side by side; the server reads it too.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    // Route middleware: the admin layout's guard runs before every admin loader and action.
    v8_middleware: true,
  },
} satisfies Config;
