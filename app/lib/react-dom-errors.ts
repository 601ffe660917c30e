/**
 * React DOM's client makes five Error objects at its module's top level (the values it throws to
 * suspend, and to stop a hydration that does not match). An Error records the stack it was made
 * on; when a page is driven over the DevTools protocol, as Lighthouse drives it, the browser asks
 * for that stack's source positions, and V8 finds them by parsing the function of each frame
 * again. React DOM's frame there is its whole module (200 KB as bundled): about 17 of the
 * 20 ms of CPU that the framework chunk's evaluation took here, one task of 70–80 ms at
 * Lighthouse's 4× slowdown (decision 037, follow-up).
 *
 * This module, the root route's first import and a chunk of its own, makes the five objects
 * before the framework chunk runs, on a stack of its own small module; the build has React DOM take
 * them from here (scripts/react-dom-errors.ts), and make its own when they are missing.
 * The messages are React's own.
 */
export const REACT_DOM_ERRORS_KEY = "__siteReactDomErrors";
export const REACT_DOM_ERROR_CODES = [460, 461, 474, 519, 542] as const;

const message = (code: number) =>
  `Minified React error #${code}; visit https://react.dev/errors/${code} for the full message or use the non-minified dev environment for full errors and additional helpful warnings.`;

(globalThis as Record<string, unknown>)[REACT_DOM_ERRORS_KEY] = Object.fromEntries(
  REACT_DOM_ERROR_CODES.map((code) => [code, new Error(message(code))]),
);
