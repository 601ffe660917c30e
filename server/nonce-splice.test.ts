import { randomBytes } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { gzipWithNonce, holdWithNonce, writeNonce } from "./nonce-splice";

const nonce = () => randomBytes(16).toString("base64url");

describe("a held page with a fresh nonce per answer", () => {
  it("writes any nonce into the plain and the gzip body, gzip's CRC and length still right", async () => {
    const rendered = nonce();
    const filler = (n: number) => `<p>${"Máy nội soi ".repeat(n)}</p>`;
    const page = [
      `<!DOCTYPE html><html><head><script nonce="${rendered}">1</script>`,
      `<link rel="modulepreload" nonce="${rendered}" href="/a.js">${filler(400)}`,
      `<script nonce="${rendered}">window.x = "${rendered}"</script>${filler(3)}</body></html>`,
    ].join("");
    const identity = Buffer.from(page);
    const slots = await holdWithNonce(identity, rendered);
    expect(slots?.identityAt).toHaveLength(4);
    if (!slots) return;
    // Held as rendered, then with two other nonces.
    expect(gunzipSync(slots.gzip).equals(identity)).toBe(true);
    for (const fresh of [nonce(), nonce()]) {
      const expected = page.replaceAll(rendered, fresh);
      expect(writeNonce(identity, slots.identityAt, fresh).toString()).toBe(expected);
      // gunzip checks the CRC and the length of what it inflates.
      expect(gunzipSync(gzipWithNonce(slots, fresh)).toString()).toBe(expected);
    }
    // Pieces compressed apart cost little: a few per cent over one stream.
    expect(slots.gzip.length).toBeLessThan(identity.length / 5);
  });

  it("holds nothing special for a body without the nonce", async () => {
    expect(await holdWithNonce(Buffer.from("[1,2,3]"), nonce())).toBeNull();
  });

  it("splices a nonce at the very start and end of the body", async () => {
    const rendered = nonce();
    const identity = Buffer.from(`${rendered}middle${rendered}`);
    const slots = await holdWithNonce(identity, rendered);
    if (!slots) throw new Error("no slots");
    const fresh = nonce();
    expect(gunzipSync(gzipWithNonce(slots, fresh)).toString()).toBe(`${fresh}middle${fresh}`);
  });
});
