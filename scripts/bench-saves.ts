/**
 * `npm run bench:saves`: what an editor's saves cost visitors. A production server
 * on a throwaway seeded database; wrk at 100 connections on a mix of public pages, in windows of
 * BENCH_SECONDS (12) alternated BENCH_ROUNDS (3) times: one without saves, one while the seeded
 * admin, signed in through the real login, saves a product every 3 s. Prints the medians over the
 * rounds of p50, p99, max and req/s of both, the ratio of the p99s, and the staleness: after each
 * save's answer, the time until that product's public page and a listing showing it both show the
 * new name (polled every 25 ms, as a visitor without
 * a session), with the background renders in the render thread (stale); then the same with them
 * on the main thread (main: RENDER_THREAD=false), and on a server with
 * RENDER_CACHE_STALE_SECONDS=0 (drop: every held page dropped at a save, the behaviour before) for
 * comparison. BENCH_MODES=stale,main picks some of them, in that order.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { UNSAFE_decodeViaTurboStream as decodeViaTurboStream } from "react-router";
import { buildIfNeeded } from "../edge/build-if-needed";
import { latencyMs, percentile, renderWork, signInForBench, startBenchServer, wrkAsync } from "./bench-server";
import { median } from "./main-thread-trace";

/** Each window's length, and how many pairs of windows (without saves, with) a mode runs. */
const seconds = Number(process.env.BENCH_SECONDS ?? 12);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const SAVE_EVERY_MS = 3000;
const PASSWORD = "bench-password-1234";
const RUN = Date.now().toString(36);

async function decoded(response: Response): Promise<unknown> {
  const body = response.body;
  if (!body) throw new Error(`empty answer from ${response.url}`);
  return (await decodeViaTurboStream(body, globalThis)).value;
}

/** The first value under `key` anywhere in a decoded answer that `accept` takes. */
function find(value: unknown, accept: (found: Record<string, unknown>) => boolean): Record<string, unknown> | null {
  if (!value || typeof value !== "object") return null;
  if (!Array.isArray(value) && accept(value as Record<string, unknown>)) return value as Record<string, unknown>;
  for (const child of Object.values(value)) {
    const found = find(child, accept);
    if (found) return found;
  }
  return null;
}

/** A product of the bench's own, created and saved through the admin's product editor. */
async function benchProduct(url: string, cookie: string) {
  const headers = { Cookie: cookie, Origin: url, "Content-Type": "application/x-www-form-urlencoded" };
  const editor = await decoded(await fetch(`${url}/admin/products/new.data`, { headers: { Cookie: cookie } }));
  const category = find(editor, (o) => typeof o.id === "number" && typeof o.departmentId === "number");
  if (!category) throw new Error("No category in the product editor's data");
  const slug = `bench-device-${RUN}`;
  const fields = (name: string) =>
    new URLSearchParams({
      categoryId: String(category.id),
      name,
      nameEn: name,
      slug,
      description: "Sản phẩm của bài đo",
      descriptionEn: "",
      brands: JSON.stringify(["Bench"]),
      imageUrl: "",
      features: "[]",
      specifications: "[]",
      displayOrder: "0",
      isActive: "on",
      version: "",
    }).toString();
  const save = async (target: string, name: string) => {
    const answer = await fetch(`${url}${target}`, { method: "POST", headers, body: fields(name) });
    const result = (await decoded(answer)) as { data?: { ok?: boolean; redirectTo?: string } };
    if (!result.data?.ok) throw new Error(`Save failed (${answer.status}): ${JSON.stringify(result)}`);
    return result.data.redirectTo ?? "";
  };
  const listing = await save("/admin/products/new.data", `Bench device ${RUN} 0`);
  const [listPath, query] = listing.split("?");
  const list = await decoded(await fetch(`${url}${listPath}.data?${query}`, { headers: { Cookie: cookie } }));
  const row = find(list, (o) => o.slug === slug && typeof o.id === "number");
  if (!row) throw new Error("The bench product is not in the admin list");
  return { slug, save: (name: string) => save(`/admin/products/${row.id}/edit.data`, name) };
}

/** Milliseconds until every path shows `text` to a visitor (no session). */
async function untilShown(url: string, paths: string[], text: string, since: number): Promise<number> {
  const waiting = new Set(paths);
  while (waiting.size > 0) {
    for (const path of [...waiting])
      if ((await (await fetch(`${url}${path}`)).text()).includes(text)) waiting.delete(path);
    if (waiting.size === 0) break;
    if (Date.now() - since > 30_000) throw new Error(`${[...waiting].join(", ")} never showed "${text}"`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - since;
}

interface Run {
  rps: number;
  p50: number;
  p99: number;
  max: number;
}

function figures(out: string): Run {
  const at = (label: string) => latencyMs(new RegExp(`^\\s+${label}\\s+(\\S+)\\s*$`, "m").exec(out)?.[1] ?? "");
  return {
    rps: Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN),
    p50: at("50%"),
    p99: at("99%"),
    max: latencyMs(/Latency\s+\S+\s+\S+\s+(\S+)/.exec(out)?.[1] ?? ""),
  };
}

/** wrk cycling over `paths` (a Lua script), gzip, 100 connections. */
function mix(url: string, paths: string[], runSeconds: number): Promise<string> {
  const script = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "bench-saves-")), "mix.lua");
  fs.writeFileSync(
    script,
    `local paths = {${paths.map((p) => JSON.stringify(p)).join(", ")}}
local i = 0
request = function()
  i = i % #paths + 1
  return wrk.format("GET", paths[i])
end
`,
  );
  return wrkAsync(url, { seconds: runSeconds, connections: 100, script });
}

async function measure(mode: string) {
  const server = await startBenchServer({
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: PASSWORD,
    RENDER_CACHE_STALE_SECONDS: mode === "drop" ? "0" : "10",
    RENDER_THREAD: mode === "main" ? "false" : "true",
  });
  let saves = 0;
  try {
    const cookie = await signInForBench(server.url, "admin", PASSWORD);
    const product = await benchProduct(server.url, cookie);
    const list = await (await fetch(`${server.url}/products`)).text();
    const seeded = [...list.matchAll(/href="(\/products\/[a-z0-9-]+)"/g)].map((m) => m[1] as string);
    const touched = [`/products/${product.slug}`, `/products?q=${RUN}`];
    const paths = [
      ...touched,
      "/",
      "/products",
      "/en/products",
      "/news",
      "/about",
      "/en",
      ...seeded.filter((p) => p !== "/products/all").slice(0, 6),
    ];
    /** One save, then the milliseconds from its answer until visitors see it. */
    const saveAndWait = async () => {
      const name = `Bench device ${RUN} ${++saves}`;
      await product.save(name);
      return untilShown(server.url, touched, name, Date.now());
    };
    // Warm-up, unmeasured: the pages held, and two saves (the render thread's first renders run
    // its code cold, as a server's do once after it starts).
    const warming = mix(server.url, paths, 5);
    for (let save = 0; save < 2; save++) await saveAndWait();
    await warming;
    // Windows without and with saves, alternated: the machine's load drifts over a minute, and
    // each pair shares its moment. The figures are the medians of the rounds' own.
    const quiet: Run[] = [];
    const busy: Run[] = [];
    const delays: number[] = [];
    const work = { background: 0, inThread: 0, loopQuietMs: 0, loopBusyMs: 0 };
    for (let round = 0; round < rounds; round++) {
      await renderWork(server.url); // resets the event loop's longest delay
      quiet.push(figures(await mix(server.url, paths, seconds)));
      const quietWork = await renderWork(server.url);
      const started = Date.now();
      const loaded = mix(server.url, paths, seconds);
      while (Date.now() - started < (seconds - 3) * 1000) {
        const at = Date.now();
        delays.push(await saveAndWait());
        await new Promise((resolve) => setTimeout(resolve, Math.max(0, SAVE_EVERY_MS - (Date.now() - at))));
      }
      busy.push(figures(await loaded));
      const busyWork = await renderWork(server.url);
      work.background += busyWork.background - quietWork.background;
      work.inThread += busyWork.inThread - quietWork.inThread;
      work.loopQuietMs = Math.max(work.loopQuietMs, quietWork.loopMaxMs);
      work.loopBusyMs = Math.max(work.loopBusyMs, busyWork.loopMaxMs);
    }
    return { quiet, busy, delays: delays.sort((x, y) => x - y), work };
  } finally {
    await server.stop();
  }
}

const MODES: Record<string, string> = {
  stale: "stale while re-rendering (10 s bound), background renders in the render thread",
  main: "the same with background renders on the main thread (RENDER_THREAD=false)",
  drop: "every page dropped at a save (RENDER_CACHE_STALE_SECONDS=0)",
};

const ms = (value: number) => `${Number.isFinite(value) ? value.toFixed(value < 10 ? 1 : 0) : "?"} ms`;

async function main() {
  buildIfNeeded();
  const modes = (process.env.BENCH_MODES ?? "stale,main,drop").split(",");
  console.log(
    `load average before: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(" ")}`,
  );
  for (const mode of modes) {
    const { quiet, busy, delays, work } = await measure(mode);
    console.log(`\n${MODES[mode] ?? mode}`);
    console.log(
      `  ${"".padEnd(18)}${"req/s".padStart(9)}${"p50".padStart(10)}${"p99".padStart(10)}${"max".padStart(10)}   p99 of each round`,
    );
    const medianOf = (runs: Run[], key: keyof Run) => median(runs.map((run) => run[key]));
    for (const [label, runs] of [
      ["without saves", quiet],
      ["a save every 3 s", busy],
    ] as const) {
      console.log(
        `  ${label.padEnd(18)}${medianOf(runs, "rps").toFixed(0).padStart(9)}${ms(medianOf(runs, "p50")).padStart(10)}${ms(medianOf(runs, "p99")).padStart(10)}${ms(medianOf(runs, "max")).padStart(10)}   ${runs.map((run) => ms(run.p99)).join(", ")}`,
      );
    }
    const ratios = quiet.map((run, i) => (busy[i]?.p99 ?? Number.NaN) / run.p99);
    console.log(
      `  p99 with saves / without: ${(medianOf(busy, "p99") / medianOf(quiet, "p99")).toFixed(2)} (medians); per round ${ratios.map((r) => r.toFixed(2)).join(", ")}`,
    );
    console.log(
      `  background renders while saving: ${work.background} (${work.inThread} in the render thread); the event loop's longest delay: ${work.loopQuietMs.toFixed(0)} ms without saves, ${work.loopBusyMs.toFixed(0)} ms with`,
    );
    console.log(
      `  staleness over ${delays.length} saves (save answered → product page and listing show it): p50 ${ms(percentile(delays, 0.5))}, p95 ${ms(percentile(delays, 0.95))}, max ${ms(delays.at(-1) ?? Number.NaN)}`,
    );
    console.log(
      `  load average: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(" ")}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
