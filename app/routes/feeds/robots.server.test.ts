import { describe, expect, it } from "vitest";
import { getRobots } from "./robots.server";

describe("/robots.txt", () => {
  it("names the sitemap by PUBLIC_SITE_URL", async () => {
    const text = await getRobots("https://example.com").text();
    expect(text).toContain("Disallow: /admin\n");
    expect(text).toContain("Sitemap: https://example.com/sitemap.xml\n");
  });

  it("without PUBLIC_SITE_URL leaves the Sitemap line out (it must be absolute, and the Host is the client's)", async () => {
    const response = getRobots(null);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toBe("User-agent: *\nAllow: /\nDisallow: /admin\n");
  });
});
