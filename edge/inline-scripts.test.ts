import { describe, expect, it } from "vitest";
import { inlineScripts, policyAllows, scriptHash, scriptHashes } from "./inline-scripts";

describe("a page's inline scripts and their CSP hashes", () => {
  it("hashes a script's text as the CSP specification's own example does", () => {
    expect(scriptHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
    // The HTML parser turns CR LF and a lone CR into LF before the browser hashes the text.
    expect(scriptHash("a\r\nb\rc")).toBe(scriptHash("a\nb\nc"));
    expect(scriptHash("Thiết bị")).not.toBe(scriptHash("Thiet bi"));
  });

  it("finds the scripts that run: no src, a script type (the after-paint scripts included)", () => {
    const html = [
      "<script>one()</script>",
      '<script type="module">import "/two.js"</script>',
      "<SCRIPT TYPE='text/javascript'>three()</SCRIPT >",
      '<script type="text/x-after-paint" id="after-paint-scripts">four()</script>',
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script src="/five.js"></script>',
      '<script type="module" src="/six.js"></script>',
    ].join("");
    expect(inlineScripts(html).map((script) => script.text)).toEqual([
      "one()",
      'import "/two.js"',
      "three()",
      "four()",
    ]);
    expect(scriptHashes(`${html}<script>one()</script>`)).toHaveLength(4);
  });

  it("allows a script by the nonce it bears or by its text's hash, and nothing else", () => {
    const policy = `default-src 'self'; script-src 'self' 'nonce-N1' ${scriptHash("ok()")}; style-src 'self'`;
    expect(policyAllows(policy, { attributes: ' nonce="N1"', text: "anything()" })).toBe(true);
    expect(policyAllows(policy, { attributes: "", text: "ok()" })).toBe(true);
    expect(policyAllows(policy, { attributes: ' nonce="N2"', text: "ok2()" })).toBe(false);
    expect(policyAllows("default-src 'self'", { attributes: "", text: "ok()" })).toBe(false);
  });
});
