import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets several checkouts' test runs build side by side; the server reads it too.
  buildDirectory: process.env.BUILD_DIR ?? "build",
} satisfies Config;
