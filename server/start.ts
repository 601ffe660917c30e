/**
 * `npm start`: builds when the build is missing or older than the sources, then serves it.
 */
import { buildIfStale } from "./build-check";

buildIfStale();
await import("./main");
