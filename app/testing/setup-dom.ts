import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";
import "./fail-on-console";

// findBy* and waitFor give up after 1 s by default; a form re-rendering on a machine at load 20
// took longer than that (npm test green under load). What they wait for is unchanged.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());
