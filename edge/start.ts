/**
 * `npm start`'s first step: builds when the build is missing or older than the sources. The
 * script then runs the compiled server (`node build/node/main.js`) in a process of its own,
 * without tsx (decision 033).
 */
import { buildIfNeeded } from "./build-if-needed";

buildIfNeeded();
