import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import "./fail-on-console";

afterEach(() => cleanup());
