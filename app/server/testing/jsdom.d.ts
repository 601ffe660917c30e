// jsdom ships no types (and @types/jsdom is not installed): the one part the tests use, an XML
// parser that reports errors, typed with the DOM's own DOMParser.
declare module "jsdom" {
  export class JSDOM {
    constructor(html?: string);
    readonly window: { DOMParser: typeof DOMParser };
  }
}
