/** The import format's documentation, bundled from docs/ so the built server can serve it. */
import text from "../../../docs/product-import-format.md?raw";

export const importFormatText: string = text;
