/**
 * A stand-in React Router build for tests of the edge (server/http-app.ts): React Router's own
 * request handler over a small route table whose document entry writes the page's path and the
 * nonce it was given. app-handler.test.ts keeps its own, fuller copy (admin and action routes).
 */
import type { ServerBuild } from "react-router";

const Page = () => null;

const manifestRoute = (id: string, parentId: string | undefined, routePath: string) => ({
  id,
  parentId,
  path: routePath,
  module: `/${id}.js`,
  hasAction: false,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: id === "root",
});

/** Pages at `/` and `/about` (and the rest 404 through the root's boundary). */
export function stubBuild(nonceHeader: string): ServerBuild {
  const loader = () => ({ ok: true });
  return {
    entry: {
      module: {
        default: (request: Request, status: number, headers: Headers) => {
          headers.set("Content-Type", "text/html; charset=utf-8");
          const nonce = request.headers.get(nonceHeader) ?? "";
          const page = new URL(request.url).pathname;
          return new Response(`<!DOCTYPE html><html><body>${page}<script nonce="${nonce}">1</script></body></html>`, {
            status,
            headers,
          });
        },
      },
    },
    routes: {
      root: { id: "root", path: "", module: { default: Page, ErrorBoundary: Page, loader } },
      about: { id: "about", parentId: "root", path: "about", module: { default: Page, loader } },
    },
    assets: {
      entry: { module: "/entry.client.js", imports: [] },
      routes: { root: manifestRoute("root", undefined, ""), about: manifestRoute("about", "root", "about") },
      url: "/manifest.js",
      version: "test",
    },
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {
      unstable_subResourceIntegrity: false,
      v8_middleware: false,
      unstable_trailingSlashAwareDataRequests: false,
    },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}
