import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { expect, test } from "./fixtures";
import { PUBLIC_TEMPLATES } from "./public-templates";

/**
 * The server-rendered HTML of every public template, in both languages, has no error
 * and no warning from the Nu HTML Checker (vnu-jar, run offline on Java). One checker run over
 * all the documents at once: the JVM's start is most of its time.
 */

const TEMPLATES = PUBLIC_TEMPLATES;

/**
 * The checker's CSS grammar lags behind browsers: it rejects what Tailwind 4 writes into the
 * inlined style sheet (decision 022) and every current browser supports. Only these messages
 * are set aside (decision 026); any other CSS message still fails the test.
 */
const CHECKER_CSS_LAG = [
  /^CSS: Unrecognized at-rule “@property”\.?$/,
  /^CSS: “margin-trim”: Property “margin-trim” doesn't exist\.?$/,
  // The hero's slides (components/site/hero-slider.tsx), Baseline since 2024.
  /^CSS: “transition-behavior”: Property “transition-behavior” doesn't exist\.?$/,
  /^CSS: “transition-property”: “--tw-[a-z-]+” is not a “transition-property” value\.?$/,
];

/** The inlined style sheet's element (app/server/inline-style.server.ts), its text apart. */
const SHEET = /(<style\b[^>]*\bdata-href="[^"]*\.css"[^>]*>)[^<]*(<\/style>)/;

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  lastLine?: number;
}

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar")), "build/dist/vnu.jar");

test("every public template's HTML passes the Nu HTML Checker in both languages", async ({ request }) => {
  test.setTimeout(180_000);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "vnu-"));
  const files = new Map<string, string>();
  try {
    for (const [index, address] of TEMPLATES.flatMap((p) => [p, p === "/" ? "/en" : `/en${p}`]).entries()) {
      const response = await request.get(address);
      expect([200, 404], address).toContain(response.status());
      expect(response.headers()["content-type"], address).toContain("text/html");
      const file = path.join(dir, `${index}.html`);
      const html = await response.text();
      // Every document inlines the same built style sheet (decision 022): the first copy is
      // checked, the others are emptied, which halves the checker's work.
      fs.writeFileSync(file, index === 0 ? html : html.replace(SHEET, "$1$2"));
      files.set(`file:${file}`, address);
    }
    // vnu exits 1 when it reports anything: its JSON report is what counts.
    const { stdout } = await promisify(execFile)(
      "java",
      [
        // A short run: the client compiler alone and one GC thread (half the CPU of the JVM's
        // defaults for the same report; the checker's schema needs the deeper stack then).
        "-XX:TieredStopAtLevel=1",
        "-XX:+UseSerialGC",
        "-Xss4m",
        "-jar",
        vnuJar,
        "--format",
        "json",
        "--stdout",
        "--exit-zero-always",
        ...[...files.keys()].map((f) => f.slice(5)),
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    const problems = messages
      // "info" without a sub-type is advice (a trailing slash on a void element), not a warning.
      .filter((m) => m.type !== "info" || m.subType === "warning")
      .filter((m) => !CHECKER_CSS_LAG.some((lag) => lag.test(m.message)))
      .map(
        (m) =>
          `${files.get(m.url ?? "") ?? m.url}:${m.lastLine ?? "?"} ${m.subType ?? m.type}: ${m.message} [${m.extract?.trim() ?? ""}]`,
      );
    expect(problems).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
