import { describe, expect, it } from "vitest";
import { jsonTooDeep, MAX_JSON_DEPTH, parseBoundedJson } from "./json-bounds";

describe("bounded JSON", () => {
  it("measures nesting without parsing, ignoring brackets inside strings", () => {
    expect(jsonTooDeep(`${"[".repeat(MAX_JSON_DEPTH)}${"]".repeat(MAX_JSON_DEPTH)}`)).toBe(false);
    expect(jsonTooDeep(`${"[".repeat(MAX_JSON_DEPTH + 1)}`)).toBe(true);
    expect(jsonTooDeep(`[{"a":[{"b":1}]}]`, 3)).toBe(true);
    expect(jsonTooDeep(`["[[[[[[", "\\"[[[[[["]`, 1)).toBe(false);
    expect(jsonTooDeep(`{"a":"\\\\"}`, 1)).toBe(false);
  });

  it("parses what is within bounds and says why it refuses the rest", () => {
    expect(parseBoundedJson(`{"tags":["a"]}`, { maxChars: 100 })).toEqual({ ok: true, value: { tags: ["a"] } });
    expect(parseBoundedJson(`["${"a".repeat(100)}"]`, { maxChars: 100 })).toEqual({ ok: false, reason: "too-big" });
    expect(parseBoundedJson("[".repeat(1_000_000), { maxChars: 2_000_000 })).toEqual({ ok: false, reason: "too-deep" });
    expect(parseBoundedJson("{", { maxChars: 100 })).toEqual({ ok: false, reason: "malformed" });
  });
});
