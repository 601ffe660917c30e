import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // BUILD_DIR lets several checkouts' test runs build side by side; the server reads it too.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  future: {
    // Route middleware: the admin layout's guard runs before every admin loader and action.
    v8_middleware: true,
    // Each v8 flag decided (an undecided one prints a warning on every build). Taken now: the
    // upgrade stays small; trailing-slash URLs never reach the router (edge/canonical-path.ts).
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
    // Not yet: loaders would see `.data` and `?_routes=` in request.url (redirect targets, listing
    // filters); taking it means reading the URL through React Router's own helpers first.
    v8_passThroughRequests: false,
  },
} satisfies Config;
