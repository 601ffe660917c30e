import { JSDOM } from "jsdom";
import { describe, expect, it } from "vitest";
import { setupTestDatabase } from "~/server/testing/database";
import { createArticle } from "~/server/testing/factories";
import { getNewsFeed } from "./rss.server";

setupTestDatabase();

const window = new JSDOM("").window;

/** What a feed reader makes of an item's description: XML decoded once, then read as HTML. */
function readAsReader(description: string): { text: string; elements: number } {
  const html = new window.DOMParser().parseFromString(`<body>${description}</body>`, "text/html");
  return { text: html.body.textContent ?? "", elements: html.body.querySelectorAll("*").length };
}

describe("the news feed", () => {
  it("gives a reader an excerpt's words as text, never as markup, in both languages", async () => {
    const excerpt = `<img src=x onerror="alert(1)"> Máy thở & "bơm" tiêm <b>mới</b>`;
    await createArticle({ slug: "tin-co-ma", excerpt, excerptEn: excerpt, isPublished: true });
    for (const lang of ["vi", "en"] as const) {
      const response = await getNewsFeed(lang, "http://site.test");
      expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
      const xml = new window.DOMParser().parseFromString(await response.text(), "application/xml");
      expect(xml.getElementsByTagName("parsererror")).toHaveLength(0);
      const item = [...xml.getElementsByTagName("item")].find((i) =>
        i.querySelector("link")?.textContent?.includes("tin-co-ma"),
      );
      const description = item?.querySelector("description")?.textContent ?? "";
      expect(readAsReader(description)).toEqual({ text: excerpt, elements: 0 });
    }
  });
});

describe("the news feed's channel", () => {
  it("is titled with the company's name, in the feed's language", async () => {
    const titles: string[] = [];
    for (const lang of ["vi", "en"] as const) {
      const xml = new window.DOMParser().parseFromString(
        await (await getNewsFeed(lang, "http://site.test")).text(),
        "application/xml",
      );
      titles.push(xml.querySelector("channel > title")?.textContent ?? "");
    }
    expect(titles).toEqual(["Tin tức | An Việt Medical", "News | An Viet Medical"]);
  });
});

describe("the news feed without PUBLIC_SITE_URL", () => {
  it("answers a plain 404 that no cache keeps, in both languages", async () => {
    for (const lang of ["vi", "en"] as const) {
      const response = await getNewsFeed(lang, null);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.text()).toContain("PUBLIC_SITE_URL is not configured");
    }
  });
});
