import http from "node:http";
import { isSameSiteTarget } from "../../app/lib/safe-path";
import { hostileRequests, rawRequest } from "../../app/server/testing/raw-http";
import { inlineScripts, policyAllows } from "../../edge/inline-scripts";
import { expect, test } from "./fixtures";
import { routeTable } from "./route-table";

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

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A GET of a path as typed (backslashes and escapes untouched), with the headers given. */
function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: "127.0.0.1", port, path, headers }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk) => {
        body += chunk;
      });
      response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on("error", reject);
  });
}

test.describe("no address from the request", () => {
  test("a foreign Host or X-Forwarded-Host appears in no body and no header of any route", async ({ request }) => {
    const list = await (await request.get("/products/all")).text();
    const product = /href="\/products\/([a-z0-9-]+)"/.exec(list.replace(/href="\/products\/all"/g, ""))?.[1];
    const news = /href="\/news\/([a-z0-9-]+)"/.exec(await (await request.get("/news")).text())?.[1];
    expect(product && news).toBeTruthy();
    const paths = new Set([
      ...routeTable().map((r) => r.url),
      `/products/${product}`,
      `/en/products/${product}`,
      `/news/${news}`,
      "/sitemaps/1.xml",
    ]);
    // TRUST_PROXY is loopback in these tests, so X-Forwarded-Host is what a trusted proxy says.
    const hostile: Record<string, string>[] = [
      { Host: "evil.example" },
      { Host: "127.0.0.1", "X-Forwarded-Host": "evil.example" },
    ];
    const leaks: string[] = [];
    for (const path of paths) {
      for (const headers of hostile) {
        const answer = await rawGet(path, headers);
        if (answer.status >= 500) leaks.push(`${answer.status} ${path}`);
        if (answer.body.includes("evil.example")) leaks.push(`body of ${path} (${JSON.stringify(headers)})`);
        for (const [name, value] of Object.entries(answer.headers)) {
          if (String(value).includes("evil.example")) leaks.push(`${name} of ${path} (${JSON.stringify(headers)})`);
        }
      }
    }
    expect(paths.size).toBeGreaterThan(40);
    expect(leaks).toEqual([]);
  });
});

test.describe("no redirect leaves the site", () => {
  for (const path of [
    "/\\evil.example/x/",
    "/\\evil.example/",
    "/%5Cevil.example/",
    "/%5cevil.example/x/",
    "//evil.example/",
    "/%2F%2Fevil.example",
    "/%2F%2Fevil.example/",
    "/\\/evil.example",
    "/\\/evil.example/",
    "/%5C/evil.example/",
    "/\\%2Fevil.example/",
    "/%2F\\evil.example/",
    "/\\\\evil.example/",
    "/EN/\\evil.example/",
  ]) {
    test(`GET ${path} answers no redirect off the site`, async ({ baseURL }) => {
      const answer = await rawGet(path, { Host: new URL(baseURL ?? "").host });
      expect(answer.status).toBeLessThan(500);
      const location = answer.headers.location;
      if (answer.status >= 300 && answer.status < 400) {
        expect(location, `${answer.status} without Location`).toBeTruthy();
        expect(new URL(String(location), baseURL).origin).toBe(new URL(baseURL ?? "").origin);
        expect(isSameSiteTarget(String(location)), String(location)).toBe(true);
      } else {
        expect(location).toBeUndefined();
      }
    });
  }
});

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
    test(`${path} carries a policy that lets its own inline scripts run and no other`, async ({ request }) => {
      // Twice: the first answer may be rendered for it (a nonce), the second is held (hashes).
      for (let answer = 0; answer < 2; answer++) {
        const response = await request.get(path);
        const policy = response.headers()["content-security-policy"] ?? "";
        expect(policy).toContain("object-src 'none'");
        expect(policy).toContain("frame-ancestors 'self'");
        expect(policy.split("; ").find((d) => d.startsWith("script-src "))).not.toContain("unsafe-inline");
        const scripts = inlineScripts(await response.text());
        expect(scripts.length).toBeGreaterThan(0);
        for (const script of scripts) expect(policyAllows(policy, script), script.text.slice(0, 80)).toBe(true);
        expect(policyAllows(policy, { attributes: "", text: "alert(1)" })).toBe(false);
      }
    });
  }
});
