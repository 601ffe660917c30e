/**
 * A stand-in React Router build for tests of the edge (edge/app.ts, pages.ts):
 * React Router's own request handler over a small route table whose document entry writes the
 * page's path and the nonce it was given.
 */
import type { ServerBuild } from "react-router";
import { CLIENT_ADDRESS_HEADER, CSP_NONCE_HEADER } from "../../app/server/request-headers.server";

const Page = () => null;

/** Every route module's client-side description (React Router reads it for documents). */
const manifestRoute = (id: string, parentId: string | undefined, routePath: string, hasAction = false) => ({
  id,
  parentId,
  path: routePath,
  module: `/${id}.js`,
  hasAction,
  hasLoader: true,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: id === "root",
});

/** Pages at `/`, `/about` and `/admin` (the rest 404 through the root's boundary), and an action at `/api/echo`. */
export function stubBuild(nonceHeader: string = CSP_NONCE_HEADER): ServerBuild {
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
      admin: {
        id: "admin",
        parentId: "root",
        path: "admin",
        // A route's own Cache-Control must not weaken the back office's.
        module: { default: Page, loader, headers: () => ({ "Cache-Control": "no-store" }) },
      },
      echo: {
        id: "echo",
        parentId: "root",
        path: "api/echo",
        module: {
          action: async ({ request }: { request: Request }) =>
            Response.json({ body: await request.text(), address: request.headers.get(CLIENT_ADDRESS_HEADER) }),
        },
      },
    },
    assets: {
      entry: { module: "/entry.client.js", imports: [] },
      routes: {
        root: manifestRoute("root", undefined, ""),
        about: manifestRoute("about", "root", "about"),
        admin: manifestRoute("admin", "root", "admin"),
        echo: { ...manifestRoute("echo", "root", "api/echo", true), hasLoader: false },
      },
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
