import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterEach, describe, expect, it, vi } from "vitest";
import { db } from "./db/index.server";
import { media } from "./db/schema";
import { storageJournal } from "./db/storage-schema";
import { deleteStoredImage, storeRasterImage, UPLOAD_IN_FLIGHT_MS } from "./images.server";
import { setStorage, storage } from "./storage/index.server";
import { createLocalStorage } from "./storage/local.server";
import type { Storage } from "./storage/types";
import { sweepStorageJournal } from "./storage-sweep.server";
import { setupTestDatabase } from "./testing/database";

const context = setupTestDatabase();

const photo = () =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: "#0433c8" } })
    .jpeg()
    .toBuffer();

/** Every file under the uploads folder `folder`, as storage keys. */
function filesIn(folder: string): string[] {
  const dir = path.join(context.uploadsDir, folder);
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir).map((name) => `${folder}/${name}`);
}

const journal = () => db().select().from(storageJournal);

interface Fault {
  /** Puts from this one on (1 is the first) fail. */
  putsFailFrom?: number;
  /** Removals fail. */
  away?: boolean;
}

/** The test's real local storage with a fault: it answers as a storage that has gone away. */
function faultyStorage(real: Storage, fault: Fault): Storage {
  let puts = 0;
  const gone = () => new Error("connect ECONNREFUSED 127.0.0.1:9000");
  return {
    kind: real.kind,
    async put(key, body, options) {
      puts += 1;
      if (fault.putsFailFrom && puts >= fault.putsFailFrom) throw gone();
      return real.put(key, body, options);
    },
    async remove(key) {
      if (fault.away) throw gone();
      return real.remove(key);
    },
    publicUrl: (key) => real.publicUrl(key),
    read: (key) => real.read(key),
    list: (prefix, options) => real.list(prefix, options),
    exists: (key) => real.exists(key),
  };
}

afterEach(() => setStorage(createLocalStorage(context.uploadsDir)));

describe("the storage journal (decision 049)", () => {
  it("an upload leaves no line: its row owns its files", async () => {
    const record = await storeRasterImage({ input: await photo(), originalName: "ok.jpg", folder: "journal-ok" });
    expect(record.variants.length).toBeGreaterThan(0);
    expect(await journal()).toEqual([]);
    expect(filesIn("journal-ok").sort()).toEqual([record.storageKey, ...record.variants.map((v) => v.key)].sort());
  });

  it("storage gone half way through an upload, and for the clean-up too: the files written are swept once it is back", async () => {
    const fault: Fault = { putsFailFrom: 3, away: true };
    setStorage(faultyStorage(storage(), fault));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // The image and one rendition are written, the second rendition fails, and so does every removal.
    await expect(
      storeRasterImage({ input: await photo(), originalName: "half.jpg", folder: "journal-half" }),
    ).rejects.toThrow(/ECONNREFUSED/);
    expect(await db().select().from(media).where(eq(media.originalName, "half.jpg"))).toEqual([]);
    const left = filesIn("journal-half");
    expect(left).toHaveLength(2);
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^Storage refused to remove 2 files .*storage journal's sweep$/),
    );
    // Named in the journal, due now: the files written, and those whose write failed or never came.
    const lines = (await journal()).map((line) => line.key);
    expect(lines).toEqual(expect.arrayContaining(left));
    expect(lines.length).toBeGreaterThan(left.length);

    // Still away: the sweep leaves every line for the next one.
    expect(await sweepStorageJournal()).toEqual({ removed: 0, cleared: 0 });
    expect(filesIn("journal-half")).toHaveLength(2);

    // Back: the files go, then the lines.
    fault.away = false;
    expect(await sweepStorageJournal()).toEqual({ removed: lines.length, cleared: lines.length });
    expect(filesIn("journal-half")).toEqual([]);
    expect(await journal()).toEqual([]);
  });

  it("an upload killed between its files and its row: the files stay an hour (it may be in flight), then the sweep removes them", async () => {
    const record = await storeRasterImage({
      input: await photo(),
      originalName: "killed.jpg",
      folder: "journal-killed",
    });
    const keys = [record.storageKey, ...record.variants.map((v) => v.key)];
    // What a process killed before its row leaves: the files, named in the journal, no row.
    await db().delete(media).where(eq(media.id, record.id));
    await db()
      .insert(storageJournal)
      .values(keys.map((key) => ({ key, removeAfter: new Date(Date.now() + UPLOAD_IN_FLIGHT_MS) })));

    expect(await sweepStorageJournal()).toEqual({ removed: 0, cleared: 0 });
    expect(filesIn("journal-killed")).toHaveLength(keys.length);

    const later = new Date(Date.now() + UPLOAD_IN_FLIGHT_MS + 1000);
    expect(await sweepStorageJournal(later)).toEqual({ removed: keys.length, cleared: keys.length });
    expect(filesIn("journal-killed")).toEqual([]);
  });

  it("a line for a file a row owns clears without removing the file", async () => {
    const record = await storeRasterImage({ input: await photo(), originalName: "owned.jpg", folder: "journal-owned" });
    const rendition = record.variants[0]?.key ?? "";
    await db()
      .insert(storageJournal)
      .values([
        { key: record.storageKey, removeAfter: new Date() },
        { key: rendition, removeAfter: new Date() },
      ]);
    expect(await sweepStorageJournal(new Date(Date.now() + 1000))).toEqual({ removed: 0, cleared: 2 });
    expect(filesIn("journal-owned")).toHaveLength(1 + record.variants.length);
  });

  it("an image deleted while storage is away: the row goes at once, its files with the next sweep after storage returns", async () => {
    const record = await storeRasterImage({
      input: await photo(),
      originalName: "gone.jpg",
      folder: "journal-deleted",
    });
    const fault: Fault = { away: true };
    setStorage(faultyStorage(storage(), fault));
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(await deleteStoredImage(record.id)).toBe(true);
    expect(await db().select().from(media).where(eq(media.id, record.id))).toEqual([]);
    expect(filesIn("journal-deleted")).toHaveLength(1 + record.variants.length);
    expect(logged).toHaveBeenCalledOnce();

    fault.away = false;
    await sweepStorageJournal(new Date(Date.now() + 1000));
    expect(filesIn("journal-deleted")).toEqual([]);
    expect(await journal()).toEqual([]);
  });

  it("with the database away, an upload writes nothing", async () => {
    // The journal's table refused (as a database that has gone away refuses every statement).
    await db().execute("ALTER TABLE storage_journal RENAME TO storage_journal_away");
    try {
      await expect(
        storeRasterImage({ input: await photo(), originalName: "nodb.jpg", folder: "journal-nodb" }),
      ).rejects.toThrow();
      expect(filesIn("journal-nodb")).toEqual([]);
    } finally {
      await db().execute("ALTER TABLE storage_journal_away RENAME TO storage_journal");
    }
  });
});
