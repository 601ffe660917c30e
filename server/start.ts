/**
 * `npm start`: builds when the build is missing or older than the sources, then serves it.
 */
import { buildIfNeeded } from "./build-if-needed";

buildIfNeeded();

await import("./main");
