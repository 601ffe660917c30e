/**
 * The build's side of app/lib/react-dom-errors.ts: React DOM's client takes its five top-level
 * Error objects from the ones that module made before it ran, and makes its own when they are
 * missing (so that nothing changes where the module has not run). See that module for why.
 */
import type { Plugin } from "vite";
import { REACT_DOM_ERROR_CODES, REACT_DOM_ERRORS_KEY } from "../app/lib/react-dom-errors.js";

const CLIENT = /[\\/]react-dom[\\/]cjs[\\/]react-dom-client\.production\.js$/;

/** `Name = Error(formatProdErrorMessage(code))` at the module's top level, for the codes made early. */
const DECLARATION = /(\b[A-Z][A-Za-z]*Exception = )Error\(formatProdErrorMessage\((\d+)\)\)/g;

/** React DOM's production client with its top-level errors taken from the early module; the codes replaced. */
export function takeEarlyErrors(code: string): { code: string; replaced: number[] } {
  const replaced: number[] = [];
  const known = new Set<number>(REACT_DOM_ERROR_CODES);
  const out = code.replace(DECLARATION, (whole, head: string, number: string) => {
    const error = Number(number);
    if (!known.has(error)) return whole;
    replaced.push(error);
    return `${head}(globalThis.${REACT_DOM_ERRORS_KEY}?.[${error}] ?? Error(formatProdErrorMessage(${error})))`;
  });
  return { code: out, replaced: replaced.sort((a, b) => a - b) };
}

export function reactDomErrors(): Plugin {
  return {
    name: "site:react-dom-errors",
    transform(code, id) {
      if (!CLIENT.test(id.split("?")[0] ?? id)) return null;
      const result = takeEarlyErrors(code);
      if (result.replaced.length !== REACT_DOM_ERROR_CODES.length) {
        this.warn(
          `React DOM's top-level errors are not the ones app/lib/react-dom-errors.ts makes (found ${result.replaced.join(", ") || "none"}): its evaluation will be slower under DevTools`,
        );
      }
      return { code: result.code, map: null };
    },
  };
}
