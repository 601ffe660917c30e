import { describe, expect, it } from "vitest";
import { vi } from "~/i18n/messages/admin-revisions";
import { foreignWords } from "~/i18n/messages/vietnamese-words";
import { FIELDS, revisionChanges } from "./revisions.server";

describe("the revision history names every field in Vietnamese (issue 28.8)", () => {
  it.each(["article", "product"] as const)("a change to any field of an %s shows its Vietnamese label", (kind) => {
    // Every compared field changed at once: each change is listed under its label, never its column name.
    const value = (field: string) => (field === "published_at" ? "2026-03-01T02:00:00Z" : `giá trị ${field}`);
    const after = Object.fromEntries(FIELDS[kind].map((field) => [field, value(field)]));
    const changes = revisionChanges(kind, {}, after);
    expect(changes.map((change) => change.field)).toEqual(FIELDS[kind]);
    const unnamed = changes.filter((change) => !vi.fields[change.field]).map((change) => change.field);
    expect(unnamed).toEqual([]);
    const foreign = changes.filter((change) => foreignWords(change.label).length > 0).map((change) => change.label);
    expect(foreign).toEqual([]);
  });
});
