import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db, getDatabaseHandle, setDatabase } from "../db/index.server";
import { departments, news, productItems } from "../db/schema";
import { COMPANY_SETTINGS } from "../seed/data/settings";
import { openScratchDatabase, setupTestDatabase } from "../testing/database";
import * as factories from "../testing/factories";
import { contentChanges } from "./content-changes.server";
import {
  bumpContentVersion,
  contentChangedElsewhere,
  contentVersionReading,
  contentWrites,
  currentContentVersion,
  freshContentVersion,
  noteWrite,
  noteWriteFinished,
  observeContentVersion,
  onContentVersion,
  readContentVersion,
  servingContentVersion,
  VERSION_CHECK_INTERVAL_MS,
} from "./content-version.server";
import { heldPerContentVersion } from "./held-per-version.server";
import { recordArticleView } from "./news.server";
import { getSiteShell, insertSiteSettingsIfMissing } from "./settings.server";

setupTestDatabase();

describe("the content version", () => {
  it("moves with every write to public content, in the writer's statement, whatever code writes", async () => {
    const start = await readContentVersion();
    const department = await factories.createDepartment({ slug: "phong-xet-nghiem" });
    const afterInsert = await readContentVersion();
    expect(afterInsert).toBeGreaterThan(start);
    await db().update(departments).set({ name: "Xét nghiệm" }).where(eq(departments.id, department.id));
    expect(await readContentVersion()).toBeGreaterThan(afterInsert);
    const category = await factories.createCategory(department.id);
    const product = await factories.createProduct(category.id, { slug: "may-xet-nghiem" });
    const beforeDelete = await readContentVersion();
    await db().delete(productItems).where(eq(productItems.id, product.id));
    expect(await readContentVersion()).toBeGreaterThan(beforeDelete);
  });

  it("does not move for a view counted, nor for an update that changes nothing", async () => {
    const article = await factories.createArticle({ slug: "tin-dem-luot-xem", isPublished: true });
    const before = await readContentVersion();
    await recordArticleView(article.id, "khach-1");
    const department = await factories.createDepartment({ slug: "khong-doi" });
    const afterCreate = await readContentVersion();
    expect(afterCreate).toBe(before + 1);
    await db().update(departments).set({ name: department.name }).where(eq(departments.id, department.id));
    expect(await readContentVersion()).toBe(afterCreate);
  });

  it("is read at most once a second, and at once after this process's own write", async () => {
    const now = Date.now();
    noteWrite();
    expect(freshContentVersion(now)).toBeNull();
    const known = await currentContentVersion(now);
    expect(freshContentVersion(now + 10)).toBe(known);
    // Another server writes: this one goes on with what it knows until the second is up.
    await factories.createDepartment({ slug: "may-chu-khac" });
    expect(await currentContentVersion(now + 20)).toBe(known);
    expect(await currentContentVersion(now + VERSION_CHECK_INTERVAL_MS + 1)).toBe(known + 1);
    // Its own write: the next check reads the database at once.
    noteWrite();
    await factories.createDepartment({ slug: "may-chu-nay" });
    expect(await currentContentVersion(now + VERSION_CHECK_INTERVAL_MS + 2)).toBe(known + 2);
  });

  it("takes a version read with other data only when no write of this process came between", async () => {
    const now = Date.now();
    const begun = contentWrites();
    noteWrite();
    observeContentVersion(1_000_000, begun, now);
    expect(freshContentVersion(now)).toBeNull();
    const latest = await currentContentVersion(now);
    observeContentVersion(latest + 3, contentWrites(), now);
    expect(freshContentVersion(now)).toBe(latest + 3);
  });

  it("holds a read per key while the version is fresh, and drops it when the version moves", async () => {
    const start = Date.now();
    let clock = start;
    noteWrite();
    const known = await currentContentVersion(clock);
    let reads = 0;
    const held = heldPerContentVersion(async (key) => `${key} #${++reads}`, { now: () => clock, maxKeys: 2 });
    expect(await held("a")).toBe("a #1");
    expect(await held("a")).toBe("a #1");
    expect(await held("b")).toBe("b #2");
    // Another server writes: held until this one learns the new version (within a second).
    await factories.createDepartment({ slug: "giu-theo-phien-ban" });
    expect(await held("a")).toBe("a #1");
    clock = start + VERSION_CHECK_INTERVAL_MS + 1;
    expect(await currentContentVersion(clock)).toBe(known + 1);
    expect(await held("a")).toBe("a #3");
    // This process writes: nothing is held until the version is read again, and then it is new.
    noteWrite();
    await factories.createDepartment({ slug: "ghi-tai-day" });
    expect(await held("a")).toBe("a #4");
    expect(await held("a")).toBe("a #5");
    expect(await currentContentVersion(clock)).toBe(known + 2);
    expect(await held("a")).toBe("a #6");
    expect(await held("a")).toBe("a #6");
    // Bounded: a third key drops the two held.
    expect(await held("b")).toBe("b #7");
    expect(await held("c")).toBe("c #8");
    expect(await held("a")).toBe("a #9");
  });

  it("does not hold a failed read", async () => {
    noteWrite();
    const now = Date.now();
    await currentContentVersion(now);
    let reads = 0;
    const held = heldPerContentVersion(
      async () => {
        reads += 1;
        if (reads === 1) throw new Error("database unavailable");
        return reads;
      },
      { now: () => now },
    );
    await expect(held("a")).rejects.toThrow("database unavailable");
    expect(await held("a")).toBe(2);
    expect(await held("a")).toBe(2);
  });
});

describe("another database", () => {
  it("starts from nothing known: the version, the held reads and the shell of the last one are not reused", async () => {
    // Database A (this file's) at a version with a held read and a shell.
    await factories.createDepartment({ slug: "khoa-a" });
    const versionA = await currentContentVersion();
    const heldA = heldPerContentVersion(async (key) => `${key} of A`);
    expect(await heldA("brands")).toBe("brands of A");
    await insertSiteSettingsIfMissing({ ...COMPANY_SETTINGS, hotline: "0900 000 001", heroSlides: [] });
    expect((await getSiteShell())?.settings.hotline).toBe("0900 000 001");

    const a = getDatabaseHandle();
    const b = await openScratchDatabase();
    try {
      setDatabase(b.handle);
      // B is at its first version: nothing read from A answers for it, even at the same number.
      expect(freshContentVersion()).toBeNull();
      expect(await currentContentVersion()).toBe(await readContentVersion());
      expect(await getSiteShell()).toBeNull();
      await insertSiteSettingsIfMissing({ ...COMPANY_SETTINGS, hotline: "0900 000 002", heroSlides: [] });
      noteWrite();
      expect((await getSiteShell())?.settings.hotline).toBe("0900 000 002");
      const heldB = heldPerContentVersion(async (key) => `${key} of B`);
      expect(await heldB("brands")).toBe("brands of B");
    } finally {
      setDatabase(a);
      await b.handle.close();
      await b.drop?.();
    }
    // Back on A: read again, its own shell.
    expect(await currentContentVersion()).toBeGreaterThanOrEqual(versionA);
    expect((await getSiteShell())?.settings.hotline).toBe("0900 000 001");
  });
});

describe("the version pages are answered for", () => {
  it("stays the known one while a write of this process runs, and once it has finished until a read begun at once brings the new one", async () => {
    const now = Date.now();
    const known = await currentContentVersion(now);
    expect(servingContentVersion(now)).toBe(known);
    noteWrite();
    // Writing: held values are not trusted, held pages still are (nothing new is committed yet).
    expect(freshContentVersion(now)).toBeNull();
    expect(servingContentVersion(now)).toBe(known);
    await factories.createDepartment({ slug: "khoa-dang-ghi" });
    const told: number[] = [];
    const stop = onContentVersion((version) => told.push(version));
    noteWriteFinished();
    // Finished: the pages of the known version are answered while the read it started at once runs.
    expect(servingContentVersion(now)).toBe(known);
    expect(contentVersionReading()).not.toBeNull();
    expect(await contentVersionReading()).toBe(known + 1);
    // Listeners (the render cache) are told of the new version when that read brings it.
    expect(told).toEqual([known + 1]);
    stop();
    expect(servingContentVersion(now + 1)).toBe(known + 1);
    // Another server's write, told by NOTIFY: the same.
    contentChangedElsewhere();
    expect(servingContentVersion(now + 2)).toBe(known + 1);
    expect(await contentVersionReading()).toBe(known + 1);
    // A move of the version without a request (a scheduled article's time): the same.
    await bumpContentVersion(["news"]);
    expect(servingContentVersion(now + 3)).toBe(known + 1);
    expect(await contentVersionReading()).toBe(known + 2);
    expect(servingContentVersion(now + 3)).toBe(known + 2);
    // Never past two seconds after the last read.
    expect(servingContentVersion(now + 3 + 2 * VERSION_CHECK_INTERVAL_MS + 1000)).toBeNull();
  });
});

describe("what each version changed", () => {
  it("names a product's change, an article's, and everything for the tables every page shows", async () => {
    const department = await factories.createDepartment({ slug: "khoa-chu-de" });
    const category = await factories.createCategory(department.id, { slug: "nhom-chu-de" });
    const product = await factories.createProduct(category.id, { slug: "may-chu-de" });
    const article = await factories.createArticle({ slug: "tin-chu-de", isPublished: true });

    let from = await readContentVersion();
    await db().update(productItems).set({ name: "Máy mới" }).where(eq(productItems.id, product.id));
    let to = await readContentVersion();
    // Renamed: its page and the lists showing it, and the searches its text matched before or after;
    // not which products the lists show.
    const renamed = [...((await contentChanges(from, to)) ?? [])];
    expect(renamed.filter((topic) => !topic.startsWith("product-text:"))).toEqual([
      "products",
      `product:${product.id}`,
    ]);
    const [texts] = renamed.filter((topic) => topic.startsWith("product-text:"));
    expect(JSON.parse(texts?.slice("product-text:".length) ?? "")).toEqual([
      expect.not.stringContaining("may moi"),
      expect.stringContaining("may moi"),
    ]);

    from = to;
    await db().update(news).set({ title: "Tin mới" }).where(eq(news.id, article.id));
    await db().delete(productItems).where(eq(productItems.id, product.id));
    to = await readContentVersion();
    expect(to).toBe(from + 2);
    expect(await contentChanges(from, to)).toEqual(
      new Set(["news", `article:${article.id}`, "products", `product:${product.id}`, "product-lists"]),
    );

    from = to;
    await db().update(departments).set({ name: "Khoa khác" }).where(eq(departments.id, department.id));
    to = await readContentVersion();
    expect(await contentChanges(from, to)).toEqual(new Set(["*"]));

    // A scheduled article's time: the news pages, not the products'.
    from = to;
    await bumpContentVersion(["news"]);
    to = await readContentVersion();
    expect(await contentChanges(from, to)).toEqual(new Set(["news"]));
  });

  it("is unknown for a version without its row, a version going back, or a gap wider than kept", async () => {
    await factories.createDepartment({ slug: "khoa-khoang-trong" });
    const from = await readContentVersion();
    // A version moved by hand, as before the table existed: nothing says what it changed.
    await db().execute(sql`UPDATE content_version SET version = version + 1 WHERE id = 1`);
    const to = await readContentVersion();
    expect(await contentChanges(from, to)).toBeNull();
    expect(await contentChanges(from - 1, from)).toEqual(new Set(["*"]));
    expect(await contentChanges(to, from)).toBeNull();
    expect(await contentChanges(0, to)).toBeNull();
    expect(await contentChanges(to, to + 10_000)).toBeNull();
  });
});
