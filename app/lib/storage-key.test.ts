import { describe, expect, it } from "vitest";
import { makeEditorImageKey, makeStorageKey, storageKeyFor } from "./storage-key";

describe("makeStorageKey", () => {
  it("follows folder/timestamp_random_name.ext", () => {
    const key = makeStorageKey("products", "Máy nội soi (mới).JPG", "jpg", 1700000000000);
    expect(key).toMatch(/^products\/1700000000000_[a-z0-9]{8}_M_y_n_i_soi__m_i_\.jpg$/);
  });

  it("cuts the name part to 20 characters and keeps only letters and digits", () => {
    const key = makeStorageKey("news", "a-very-long-file-name-that-goes-on.png", "png", 1);
    const name = key
      .split("_")
      .slice(2)
      .join("_")
      .replace(/\.png$/, "");
    expect(name).toBe("a_very_long_file_nam");
    expect(name).toHaveLength(20);
  });

  it("never produces a path that climbs out of its folder", () => {
    const key = makeStorageKey("products", "../../etc/passwd", "png", 1);
    expect(key.startsWith("products/1_")).toBe(true);
    expect(key.slice("products/".length)).not.toContain("/");
  });
});

describe("makeEditorImageKey", () => {
  it("follows folder/{random}-{timestamp}.{ext}", () => {
    expect(makeEditorImageKey("news", ".PNG", 1700000000000)).toMatch(/^news\/[a-z0-9]{8}-1700000000000\.png$/);
  });

  it("is chosen by the editor naming only", () => {
    expect(storageKeyFor("editor", "news", "photo.jpg", "jpg")).toMatch(/^news\/[a-z0-9]{8}-\d+\.jpg$/);
    expect(storageKeyFor(undefined, "news", "photo.jpg", "jpg")).toMatch(/^news\/\d+_[a-z0-9]{8}_photo\.jpg$/);
  });
});
