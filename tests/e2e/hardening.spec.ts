import http from "node:http";
import { hostileRequests, rawRequest } from "../../app/server/testing/raw-http";
import { expect, test } from "./fixtures";

const port = Number(process.env.E2E_PORT);

/** A GET with the Host header of our choosing (browsers and fetch() do not allow it). */
function getWithHost(path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, headers: { Host: host } }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on("error", reject);
  });
}

test.describe("hostile input", () => {
  test("a sweep of over 100 malformed requests answers 4xx (or a page), never 500", async () => {
    const sweep = hostileRequests([
      "/",
      "/products",
      "/en/products",
      "/products/all",
      "/news",
      "/en/news",
      "/about",
      "/contact",
      "/admin",
      "/admin/login",
      "/uploads/x.png",
    ]);
    expect(sweep.length).toBeGreaterThanOrEqual(100);
    const failures: string[] = [];
    for (const request of sweep) {
      const status = await rawRequest(port, request.text);
      if (status >= 500 || status === 0) failures.push(`${request.name}: ${status || "no answer"}`);
    }
    expect(failures).toEqual([]);
  });

  test("the Host header never makes the page's canonical, og:url or og:image address", async ({ request, baseURL }) => {
    const list = await (await request.get("/products/all")).text();
    const slug = /href="\/products\/([a-z0-9-]+)"/.exec(list.replace(/href="\/products\/all"/g, ""))?.[1];
    expect(slug).toBeTruthy();
    const page = await getWithHost(`/products/${slug}`, "evil.example");
    expect(page.status).toBe(200);
    expect(page.body).not.toContain("evil.example");
    // The e2e server runs with PUBLIC_SITE_URL set to its own origin: addresses come from it alone
    // (without it they are relative, see site-url.server.test.ts).
    expect(page.body).toContain(`<link rel="canonical" href="${baseURL}/products/${slug}"/>`);
    expect(page.body).toContain(`<meta property="og:url" content="${baseURL}/products/${slug}"/>`);
  });
});

test.describe("Content-Security-Policy", () => {
  for (const path of ["/", "/products/all", "/en/news", "/contact", "/admin/login"]) {
    test(`${path} carries a policy whose nonce its scripts bear`, async ({ request }) => {
      const response = await request.get(path);
      const policy = response.headers()["content-security-policy"] ?? "";
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce).toBeTruthy();
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("frame-ancestors 'self'");
      const html = await response.text();
      const scripts = [...html.matchAll(/<script(?![^>]*type="application\/ld\+json")([^>]*)>/g)];
      expect(scripts.length).toBeGreaterThan(0);
      for (const [, attributes] of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
    });
  }
});
