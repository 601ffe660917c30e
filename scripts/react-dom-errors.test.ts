import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REACT_DOM_ERROR_CODES, REACT_DOM_ERRORS_KEY } from "../app/lib/react-dom-errors";
import { takeEarlyErrors } from "./react-dom-errors";

describe("React DOM's top-level errors taken from the early module", () => {
  const source = fs.readFileSync(path.resolve("node_modules/react-dom/cjs/react-dom-client.production.js"), "utf8");

  it("finds every one of the codes in the installed React DOM (an upgrade that moves them fails here)", () => {
    const { code, replaced } = takeEarlyErrors(source);
    expect(replaced).toEqual([...REACT_DOM_ERROR_CODES]);
    expect(code).toContain(
      `SuspenseException = (globalThis.${REACT_DOM_ERRORS_KEY}?.[460] ?? Error(formatProdErrorMessage(460)))`,
    );
    // Nothing else changes: the errors React makes while it runs stay its own.
    expect(code.length - source.length).toBe(
      REACT_DOM_ERROR_CODES.length * `(globalThis.${REACT_DOM_ERRORS_KEY}?.[000] ?? )`.length,
    );
  });

  it("makes the objects with React's own messages, and React DOM takes them", async () => {
    await import("../app/lib/react-dom-errors");
    const made = (globalThis as unknown as Record<string, Record<number, Error>>)[REACT_DOM_ERRORS_KEY];
    expect(made?.[460]?.message).toBe(
      "Minified React error #460; visit https://react.dev/errors/460 for the full message or use the non-minified dev environment for full errors and additional helpful warnings.",
    );
    // React's formatProdErrorMessage, from the file itself, gives the same text for each code.
    const format = new Function(
      `${/function formatProdErrorMessage\(code\) \{[\s\S]*?\n\}/.exec(source)?.[0]}; return formatProdErrorMessage;`,
    )() as (code: number) => string;
    for (const code of REACT_DOM_ERROR_CODES) expect(made?.[code]?.message).toBe(format(code));
    const { code } = takeEarlyErrors("var SuspenseException = Error(formatProdErrorMessage(460));");
    const taken = new Function("formatProdErrorMessage", `${code}; return SuspenseException;`)(format);
    expect(taken).toBe(made?.[460]);
  });

  it("leaves React DOM making its own where the early module has not run", () => {
    const { code } = takeEarlyErrors("var SuspenseException = Error(formatProdErrorMessage(460));");
    const saved = (globalThis as Record<string, unknown>)[REACT_DOM_ERRORS_KEY];
    delete (globalThis as Record<string, unknown>)[REACT_DOM_ERRORS_KEY];
    try {
      const own = new Function("formatProdErrorMessage", `${code}; return SuspenseException;`)(
        (n: number) => `#${n}`,
      ) as Error;
      expect(own).toBeInstanceOf(Error);
      expect(own.message).toBe("#460");
    } finally {
      (globalThis as Record<string, unknown>)[REACT_DOM_ERRORS_KEY] = saved;
    }
  });
});
