/**
 * `npm run test:cluster -- --faults`: with the cluster of scripts/test-cluster.ts up,
 * a steady load of public GETs through nginx and one editor's saves (a new product each time),
 * and during it, one at a time: PostgreSQL restarted, then stopped; an app server killed with
 * SIGKILL; the S3 endpoint stopped; the servers' upload disk full; an app server stopped with
 * SIGTERM. For each, the figures (requests, failures by status, the longest gap without a
 * success, acknowledged saves and how many are in the database, time to recover) and the
 * targets checked. Loopback addresses only. Outages last 8 s (20 s with --full).
 */
import fs from "node:fs";
import https from "node:https";
import pg from "pg";
import { type BrowserEditor, type BrowserSave, openBrowserEditor } from "./cluster-browser";

export interface FaultServer {
  name: string;
  url: string;
  /** The process now running (the supervisor replaces it after an exit). */
  pid(): number | undefined;
  /** Resolves when a process started after `since` logs "Serving on". */
  servingAfter(since: number, timeoutMs: number): Promise<number>;
  restarts: number;
}

export interface FaultContext {
  nginxUrl: string;
  servers: FaultServer[];
  databaseUrl: string;
  postgres: { restart(): Promise<void>; stop(): Promise<void>; start(): Promise<void> };
  s3: { stop(): Promise<void>; start(): Promise<void>; list(prefix: string): Promise<string[]> };
  /** The app servers' upload spool on a small tmpfs, or why not. */
  disk: { fill(): void; free(): void } | { skipped: string };
  nginxAccessLog: string;
  nginxErrorLog: string;
  certificate: Buffer;
  admin: { username: string; password: string };
  categoryId: number;
  run: string;
  /** Outage length in ms (8 s in CI, 20 s with --full). */
  outageMs: number;
  say(line: string): void;
  check(name: string, body: () => Promise<void>): Promise<void>;
  decode(body: Buffer): Promise<unknown>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

interface Sent {
  kind: "get" | "save" | "upload";
  start: number;
  end: number;
  /** HTTP status, or 0 when no answer came (refused, reset, timed out). */
  status: number;
  ok: boolean;
  slug?: string;
  /** A GET's page. */
  page?: string;
  retryAfter?: string;
  text?: string;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/**
 * The public pages the load asks for: each held by both servers' render caches before the faults.
 * Not /contact: its form carries a token made per visitor, so it is rendered for each (and
 * answers 503 while the database is away, as fault a2 shows).
 */
const PUBLIC_PAGES = ["/", "/products", "/news", "/about", "/en", "/en/products", "/en/about"];

class Load {
  readonly sent: Sent[] = [];
  private running = false;
  private workers: Promise<void>[] = [];
  private saveCount = 0;
  uploading = false;
  private readonly agent: https.Agent;
  cookie = "";

  constructor(private readonly ctx: FaultContext) {
    this.agent = new https.Agent({ keepAlive: true, maxSockets: 16, ca: ctx.certificate });
  }

  request(
    url: string,
    init: { method?: string; headers?: Record<string, string>; body?: Buffer | string; timeoutMs?: number } = {},
  ): Promise<Answer> {
    const target = new URL(url.startsWith("http") ? url : `${this.ctx.nginxUrl}${url}`);
    return new Promise((resolve, reject) => {
      const req = https.request(
        target,
        {
          method: init.method ?? "GET",
          agent: this.agent,
          headers:
            init.body === undefined
              ? init.headers
              : { ...init.headers, "Content-Length": String(Buffer.byteLength(init.body)) },
          timeout: init.timeoutMs ?? 15_000,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk));
          res.on("end", () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on("error", reject);
        },
      );
      req.on("timeout", () => req.destroy(new Error("no answer within 15 s")));
      req.on("error", reject);
      req.end(init.body);
    });
  }

  private async record(kind: Sent["kind"], work: () => Promise<Omit<Sent, "kind" | "start" | "end">>) {
    const start = Date.now();
    let entry: Omit<Sent, "kind" | "start" | "end">;
    try {
      entry = await work();
    } catch {
      entry = { status: 0, ok: false };
    }
    const sent: Sent = { kind, start, end: Date.now(), ...entry };
    this.sent.push(sent);
    return sent;
  }

  async signIn(): Promise<void> {
    const body = new URLSearchParams({ ...this.ctx.admin, redirectTo: "" }).toString();
    const answer = await this.request("/admin/login", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: this.ctx.nginxUrl },
      body,
    });
    const cookie = ([] as string[])
      .concat(answer.headers["set-cookie"] ?? [])
      .map((c) => /^admin_session=([^;]+)/.exec(c)?.[1])
      .find(Boolean);
    expect(answer.status === 303 && cookie, `the editor's sign-in answered ${answer.status}`);
    this.cookie = `admin_session=${cookie}`;
  }

  /** One save of the editor: a new product, acknowledged when the action answers { ok: true }. */
  save(): Promise<Sent> {
    const n = ++this.saveCount;
    const slug = `loi-${this.ctx.run}-${n}`;
    const body = new URLSearchParams({
      categoryId: String(this.ctx.categoryId),
      name: `Máy thử lỗi ${this.ctx.run} ${n}`,
      nameEn: "",
      slug,
      description: `Lưu lần ${n} trong lúc thử lỗi`,
      descriptionEn: "",
      brands: JSON.stringify(["Fault Brand"]),
      imageUrl: "",
      features: "[]",
      specifications: "[]",
      displayOrder: "0",
      isActive: "on",
    }).toString();
    return this.record("save", async () => {
      const answer = await this.request("/admin/products/new.data", {
        method: "POST",
        headers: {
          Cookie: this.cookie,
          Origin: this.ctx.nginxUrl,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body,
      });
      let decoded: unknown = null;
      try {
        decoded = await this.ctx.decode(answer.body);
      } catch {
        decoded = answer.body.toString("utf8");
      }
      const ok = answer.status === 200 && (decoded as { data?: { ok?: boolean } })?.data?.ok === true;
      const retryAfter = answer.headers["retry-after"];
      return {
        status: answer.status,
        ok,
        slug,
        retryAfter: typeof retryAfter === "string" ? retryAfter : undefined,
        text: typeof decoded === "string" ? decoded : JSON.stringify(decoded),
      };
    });
  }

  upload(): Promise<Sent> {
    return this.record("upload", async () => {
      const data = new FormData();
      data.append("file", new Blob([new Uint8Array(TINY_PNG)], { type: "image/png" }), `loi-${this.ctx.run}.png`);
      const encoded = new Request("http://localhost/", { method: "POST", body: data });
      const answer = await this.request("/admin/api/uploads?folder=products&max=5", {
        method: "POST",
        headers: {
          Cookie: this.cookie,
          Origin: this.ctx.nginxUrl,
          "Content-Type": encoded.headers.get("content-type") ?? "",
        },
        body: Buffer.from(await encoded.arrayBuffer()),
      });
      const text = answer.body.toString("utf8");
      const retryAfter = answer.headers["retry-after"];
      return {
        status: answer.status,
        ok: answer.status === 201,
        text,
        retryAfter: typeof retryAfter === "string" ? retryAfter : undefined,
      };
    });
  }

  start(): void {
    this.running = true;
    // Four visitors, each asking for a page every 40 ms or so after the last answer.
    for (let v = 0; v < 4; v++) {
      this.workers.push(
        (async () => {
          for (let i = v; this.running; i++) {
            const page = PUBLIC_PAGES[i % PUBLIC_PAGES.length] ?? "/";
            await this.record("get", async () => {
              const answer = await this.request(page, { headers: { "Accept-Encoding": "br, gzip" } });
              return { status: answer.status, ok: answer.status === 200, page };
            });
            await sleep(40);
          }
        })(),
      );
    }
    // One editor, saving every 400 ms; uploading an image every 700 ms while told to.
    this.workers.push(
      (async () => {
        while (this.running) {
          await this.save();
          await sleep(400);
        }
      })(),
      (async () => {
        while (this.running) {
          if (this.uploading) await this.upload();
          await sleep(700);
        }
      })(),
    );
  }

  async stop(): Promise<void> {
    this.running = false;
    await Promise.all(this.workers);
    this.agent.destroy();
  }

  /** What was answered (or failed) after `from` and sent before `to`: a request in flight at the fault counts. */
  between(from: number, to: number): Sent[] {
    return this.sent.filter((s) => s.end >= from && s.start < to);
  }
}

/** A 1×1 PNG (the upload's content is checked by its bytes, not its name). */
const TINY_PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGNgYPgPAAEDAQAIicLsAAAAAElFTkSuQmCC",
  "base64",
);

/** The longest time in [from, to] with no successful answer of `kind`. */
function longestGap(sent: Sent[], kind: Sent["kind"], from: number, to: number): number {
  const ends = sent
    .filter((s) => s.kind === kind && s.ok && s.end >= from && s.end <= to)
    .map((s) => s.end)
    .sort((a, b) => a - b);
  let gap = 0;
  let last = from;
  for (const end of ends) {
    gap = Math.max(gap, end - last);
    last = end;
  }
  return Math.max(gap, to - last);
}

function byStatus(sent: Sent[]): string {
  const counts = new Map<string, number>();
  for (const s of sent) {
    if (s.ok) continue;
    const key = `${s.status || "no answer"}${s.page ? ` ${s.page}` : ""}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts.size === 0 ? "none" : [...counts].map(([status, n]) => `${n}× ${status}`).join(", ");
}

async function query<T extends pg.QueryResultRow>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  client.on("error", () => undefined);
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end().catch(() => undefined);
  }
}

interface Figures {
  fault: string;
  seconds: number;
  gets: number;
  getsFailed: string;
  getGapMs: number;
  saves: number;
  savesFailed: string;
  acknowledged: number;
  inDatabase: number;
  uploads?: string;
  recoveryMs: number | null;
  note?: string;
}

export async function runFaults(ctx: FaultContext): Promise<void> {
  const load = new Load(ctx);
  await load.signIn();
  await warm(ctx);
  const figures: Figures[] = [];
  load.start();
  ctx.say(`faults: load running (4 visitors, one editor saving every 400 ms); outages last ${ctx.outageMs / 1000} s`);
  await sleep(2_000);

  /** Runs one fault; `act` answers when the part came back (the start of the recovery clock). */
  const fault = async (
    name: string,
    act: () => Promise<{ back: number; note?: string }>,
    targets: { noFailedGets: boolean; recoveryWithinMs?: number; uploads?: boolean },
  ) => {
    const from = Date.now();
    let outcome: { back: number; note?: string } = { back: from };
    await ctx.check(`fault ${name}`, async () => {
      outcome = await act();
      // Recovered: the first acknowledged save that started after the part came back.
      const deadline = outcome.back + 30_000;
      let recovered: Sent | undefined;
      while (Date.now() < deadline) {
        recovered = load.sent.find((s) => s.kind === "save" && s.ok && s.start >= outcome.back);
        if (
          recovered &&
          (!targets.uploads || load.sent.some((s) => s.kind === "upload" && s.ok && s.start >= outcome.back))
        )
          break;
        await sleep(100);
      }
      await sleep(1_500);
      const to = Date.now();
      const sent = load.between(from, to);
      const saves = sent.filter((s) => s.kind === "save");
      const acknowledged = saves.filter((s) => s.ok).map((s) => s.slug ?? "");
      const found = await query<{ slug: string }>(
        ctx.databaseUrl,
        "SELECT slug FROM product_items WHERE slug = ANY($1)",
        [acknowledged],
      );
      const uploads = sent.filter((s) => s.kind === "upload");
      const firstSave = recovered ? recovered.end - outcome.back : null;
      const firstUpload = targets.uploads
        ? load.sent.find((s) => s.kind === "upload" && s.ok && s.start >= outcome.back)
        : undefined;
      const recoveryMs =
        firstSave === null
          ? null
          : Math.max(
              firstSave,
              targets.uploads ? (firstUpload ? firstUpload.end - outcome.back : Number.POSITIVE_INFINITY) : 0,
            );
      const gets = sent.filter((s) => s.kind === "get");
      const row: Figures = {
        fault: name,
        seconds: (to - from) / 1000,
        gets: gets.length,
        getsFailed: byStatus(gets),
        getGapMs: longestGap(sent, "get", from, to),
        saves: saves.length,
        savesFailed: byStatus(saves),
        acknowledged: acknowledged.length,
        inDatabase: found.length,
        uploads: uploads.length
          ? `${uploads.filter((u) => u.ok).length}/${uploads.length} ok, failed: ${byStatus(uploads)}`
          : undefined,
        recoveryMs,
        note: outcome.note,
      };
      figures.push(row);
      printFigures(row, ctx.say);
      expect(found.length === acknowledged.length, `${acknowledged.length - found.length} acknowledged saves lost`);
      expect(acknowledged.length > 0, "no save was acknowledged around the fault");
      if (targets.noFailedGets)
        expect(
          gets.every((g) => g.ok),
          `failed GETs: ${row.getsFailed}`,
        );
      if (targets.recoveryWithinMs !== undefined) {
        expect(
          recoveryMs !== null && recoveryMs <= targets.recoveryWithinMs,
          `recovered ${recoveryMs === null ? "never" : `${recoveryMs} ms`} after the part came back (target ${targets.recoveryWithinMs} ms)`,
        );
      }
      // Whatever failed, failed with a status, never a stack.
      const stack = sent.find((s) => s.text && /\bat [\w.<>]+ \(|node:internal|\/build\/server\//.test(s.text));
      expect(!stack, `an answer showed a stack: ${stack?.text?.slice(0, 300)}`);
      await healthy(ctx);
    });
  };

  // (a) PostgreSQL restarted.
  await fault(
    "a1: PostgreSQL restarted (pg_ctl restart -m fast)",
    async () => {
      await ctx.postgres.restart();
      return { back: Date.now() };
    },
    { noFailedGets: true, recoveryWithinMs: 5_000 },
  );

  // (a) PostgreSQL stopped for the outage. Before it, an editor in a real browser has a product's
  // form open with a description typed; it presses save during the outage and again after it.
  const browser: { editor?: BrowserEditor; productId?: number; during?: BrowserSave; error?: unknown } = {};
  try {
    const [product] = await query<{ id: number }>(
      ctx.databaseUrl,
      "SELECT id FROM product_items WHERE is_active AND slug NOT LIKE 'loi-%' ORDER BY id LIMIT 1",
    );
    expect(product, "no product to edit");
    browser.productId = product.id;
    browser.editor = await openBrowserEditor({
      nginxUrl: ctx.nginxUrl,
      admin: ctx.admin,
      productId: product.id,
      typed: `Mô tả gõ trong trình duyệt khi cơ sở dữ liệu dừng ${ctx.run} ✓`,
    });
  } catch (error) {
    browser.error = error;
  }
  await fault(
    `a2: PostgreSQL stopped for ${ctx.outageMs / 1000} s`,
    async () => {
      await ctx.postgres.stop();
      const stopped = Date.now();
      await sleep(Math.min(3_000, ctx.outageMs / 2));
      // The browser's save, while the database is still stopped (checked after a2, below).
      if (browser.editor && !browser.error) {
        try {
          browser.during = await browser.editor.saveDuringOutage();
        } catch (error) {
          browser.error = error;
        }
      }
      // During the outage: saves answer 503 with Retry-After and the Vietnamese sentence; /healthz says so.
      const save = await load.save();
      expect(save.status === 503, `a save during the outage answered ${save.status}: ${save.text?.slice(0, 200)}`);
      expect(save.retryAfter === "5", `Retry-After ${save.retryAfter}`);
      expect(
        save.text?.includes("cơ sở dữ liệu"),
        `the save's answer does not say what happened: ${save.text?.slice(0, 200)}`,
      );
      for (const server of ctx.servers) {
        const answer = await plainGet(`${server.url}/healthz`);
        expect(answer.status === 503, `${server.name}/healthz answered ${answer.status} with the database stopped`);
        const report = JSON.parse(answer.text) as { database?: string };
        expect(report.database === "failing", `${server.name}/healthz said ${answer.text}`);
      }
      // A page rendered for each visitor (its form token) cannot be made: a 503 with Retry-After, no stack.
      const contact = await load.request("/contact");
      expect(
        contact.status === 503 && contact.headers["retry-after"] === "5",
        `/contact answered ${contact.status} (Retry-After ${contact.headers["retry-after"]}) with the database stopped`,
      );
      await sleep(Math.max(0, stopped + ctx.outageMs - Date.now()));
      await ctx.postgres.start();
      return {
        back: Date.now(),
        note: "during the outage: a save 503, Retry-After: 5, the sentence in Vietnamese; /healthz 503 database failing; /contact (not held) 503",
      };
    },
    { noFailedGets: true, recoveryWithinMs: 5_000 },
  );

  await ctx.check(
    "a2 in Chromium through nginx: a save during the outage shows the Vietnamese message and keeps the typed text; saved after",
    async () => {
      try {
        if (browser.error) throw browser.error;
        const { editor, during, productId } = browser;
        expect(editor && during && productId, "the browser's editor was not opened");
        const after = await editor.saveAfter();
        const [row] = await query<{ description: string }>(
          ctx.databaseUrl,
          "SELECT description FROM product_items WHERE id = $1",
          [productId],
        );
        ctx.say(
          `  a2 in Chromium (product ${productId}'s editor through nginx): save during the outage ${during.status}, Retry-After: ${during.retryAfter}, message shown ${during.ms} ms after the press, typed text kept, same page; after: ${after.status} in ${after.ms} ms (${after.tries} ${after.tries === 1 ? "press" : "presses"}), success shown, description in the database ${row?.description === editor.typed ? "as typed" : "NOT as typed"}`,
        );
        expect(
          row?.description === editor.typed,
          `the database holds ${JSON.stringify(row?.description?.slice(0, 80))}, not what was typed`,
        );
      } finally {
        await browser.editor?.close();
      }
    },
  );

  await ctx.check("/metrics counts the reconnections and the saves refused for want of the database", async () => {
    let reconnections = 0;
    let refused = 0;
    for (const server of ctx.servers) {
      const text = (await plainGet(`${server.url}/metrics`)).text;
      reconnections += Number(/^db_reconnections_total (\d+)/m.exec(text)?.[1] ?? 0);
      refused += Number(/^save_failures_total\{cause="database"\} (\d+)/m.exec(text)?.[1] ?? 0);
    }
    ctx.say(
      `  /metrics of both servers: db_reconnections_total ${reconnections}, save_failures_total{cause="database"} ${refused}`,
    );
    expect(reconnections >= 2, `db_reconnections_total ${reconnections}, expected one per server and fault at least`);
    expect(refused >= 1, `save_failures_total{cause="database"} ${refused}`);
  });

  // (b) An app server killed.
  const [first, second] = ctx.servers as [FaultServer, FaultServer];
  await fault(
    "b: app server A killed (kill -9), restarted by the supervisor",
    async () => {
      // Sessions work on the survivor: the editor's saves after the kill went through B.
      const { at, servingMs } = await signalAndWait(first, "SIGKILL");
      return { back: at, note: `A serving again ${servingMs} ms after the kill` };
    },
    { noFailedGets: true },
  );
  await ctx.check(
    "nginx replays no POST: one it had sent to the killed server is answered 502, not sent again",
    async () => {
      const lines = fs.readFileSync(ctx.nginxAccessLog, "utf8").split("\n");
      const passedOn = (method: RegExp) => lines.filter((line) => method.test(line) && /upstream=[^ ]+, /.test(line));
      const posts = passedOn(/"POST /);
      const errors = fs.readFileSync(ctx.nginxErrorLog, "utf8").split("\n");
      const postErrors = errors.filter((line) => /request: "POST /.test(line));
      // Refused at connect: nothing reached the dead server, so nginx may pass the POST on.
      const refused = postErrors.filter((line) => /while connecting to upstream/.test(line)).length;
      // Sent, then the connection died: the POST is answered 502 and never sent to the other server.
      const inFlight = postErrors.length - refused;
      const clientGot502 = lines.filter((line) => /"POST [^"]*" 502 /.test(line)).length;
      ctx.say(
        `  access and error logs: ${passedOn(/"(GET|HEAD) /).length} GETs passed on to the other server; POSTs: ${posts.length} passed on after a refused connect (${refused} refused), ${inFlight} lost in flight, ${clientGot502} answered 502`,
      );
      expect(
        posts.length <= refused,
        `${posts.length} POSTs passed on, only ${refused} refused at connect:\n${posts.slice(0, 3).join("\n")}`,
      );
      expect(
        clientGot502 >= inFlight,
        `${inFlight} POSTs lost in flight, only ${clientGot502} answered 502 (one was sent again)`,
      );
    },
  );

  // (c) The S3 endpoint stopped.
  await fault(
    `c: S3 endpoint stopped for ${ctx.outageMs / 1000} s`,
    async () => {
      load.uploading = true;
      await sleep(1_000);
      await ctx.s3.stop();
      const stopped = Date.now();
      await sleep(Math.min(3_000, ctx.outageMs / 2));
      const upload = await load.upload();
      expect(
        upload.status === 503,
        `an upload during the outage answered ${upload.status}: ${upload.text?.slice(0, 200)}`,
      );
      expect(upload.text?.includes("Tải lên thất bại"), `the upload's answer: ${upload.text?.slice(0, 200)}`);
      await sleep(Math.max(0, stopped + ctx.outageMs - Date.now()));
      await ctx.s3.start();
      return { back: Date.now(), note: "an upload during the outage: 503, the specification's upload error" };
    },
    { noFailedGets: true, recoveryWithinMs: 5_000, uploads: true },
  );
  load.uploading = false;
  await ctx.check("after the storage outage: no media row without its file, no file without its row", async () => {
    await consistentUploads(ctx);
  });

  // (d) The upload disk full.
  const disk = ctx.disk;
  if ("skipped" in disk) {
    ctx.say(`  fault d (upload disk full) skipped: ${disk.skipped}`);
  } else {
    await fault(
      "d: the servers' upload disk full (tmpfs)",
      async () => {
        load.uploading = true;
        disk.fill();
        const filled = Date.now();
        await sleep(2_000);
        // The load's own uploads in flight at the fill have ended and given their room back.
        disk.fill();
        const upload = await load.upload();
        expect(
          upload.status === 503,
          `an upload on a full disk answered ${upload.status}: ${upload.text?.slice(0, 200)}`,
        );
        expect(upload.text?.includes("Tải lên thất bại"), `the upload's answer: ${upload.text?.slice(0, 200)}`);
        await sleep(Math.max(0, filled + 4_000 - Date.now()));
        disk.free();
        return {
          back: Date.now(),
          note: "an upload on the full disk: 503, the specification's upload error; saves (database only) went on",
        };
      },
      { noFailedGets: true, recoveryWithinMs: 5_000, uploads: true },
    );
    load.uploading = false;
    await ctx.check("after the full disk: the database intact, no media row without its file", async () => {
      const [row] = await query<{ ok: boolean }>(ctx.databaseUrl, "SELECT count(*) > 0 AS ok FROM product_items");
      expect(row?.ok, "no products");
      await consistentUploads(ctx);
    });
  }

  // (e) SIGTERM on a server under load (a deploy).
  await fault(
    "e: app server B stopped with SIGTERM under load (a deploy), started again",
    async () => {
      const { at, servingMs } = await signalAndWait(second, "SIGTERM");
      return { back: at, note: `B drained, exited and was serving again ${servingMs} ms after SIGTERM` };
    },
    { noFailedGets: true },
  );

  await load.stop();
  console.log("\n  Faults (figures over each fault's window, from its start until a save after recovery + 1.5 s):");
  for (const row of figures) printFigures(row, (line) => console.log(line));
}

function printFigures(row: Figures, say: (line: string) => void) {
  const lines = [
    `  ${row.fault} (${row.seconds.toFixed(1)} s)`,
    `    GETs ${row.gets}, failed: ${row.getsFailed}, longest gap without a success ${row.getGapMs} ms`,
    `    saves ${row.saves}, failed: ${row.savesFailed}; acknowledged ${row.acknowledged}, in the database after: ${row.inDatabase}`,
    ...(row.uploads ? [`    uploads: ${row.uploads}`] : []),
    `    recovery: ${row.recoveryMs === null ? "no save after" : `first acknowledged save${row.uploads ? " and upload" : ""} ${row.recoveryMs} ms after the part came back`}`,
    ...(row.note ? [`    ${row.note}`] : []),
  ];
  for (const line of lines) say(line);
}

/** Sends `signal` to the server's process; answers when, and how long after, the supervisor's next one serves. */
async function signalAndWait(server: FaultServer, signal: NodeJS.Signals) {
  const pid = server.pid();
  const at = Date.now();
  if (pid) process.kill(pid, signal);
  return { at, servingMs: await server.servingAfter(at, 60_000) };
}

/** Both servers answer /healthz 200 again (within 20 s). */
async function healthy(ctx: FaultContext) {
  for (const server of ctx.servers) {
    const deadline = Date.now() + 20_000;
    for (;;) {
      const answer = await plainGet(`${server.url}/healthz`).catch(() => ({ status: 0, text: "" }));
      if (answer.status === 200) break;
      expect(Date.now() < deadline, `${server.name}/healthz still ${answer.status} 20 s after: ${answer.text}`);
      await sleep(200);
    }
  }
}

/**
 * Every media row's file is in the bucket, and every image file in the bucket has its row. A file
 * an upload wrote before storage went away, and could not remove then, is named in the storage
 * journal: the servers' sweep (every 15 s) removes it once storage is back, so the bucket is given
 * 40 s to match; a row without its file is never allowed.
 */
async function consistentUploads(ctx: FaultContext) {
  const started = Date.now();
  for (;;) {
    const rows = await query<{ storage_key: string; variants: { key: string }[] }>(
      ctx.databaseUrl,
      "SELECT storage_key, variants FROM media WHERE storage_key LIKE 'products/%'",
    );
    const keys = new Set(rows.flatMap((row) => [row.storage_key, ...(row.variants ?? []).map((v) => v.key)]));
    const objects = new Set(await ctx.s3.list("products/"));
    const withoutFile = [...keys].filter((key) => !objects.has(key));
    const withoutRow = [...objects].filter((key) => !keys.has(key));
    expect(withoutFile.length === 0, `rows without a file: ${withoutFile.slice(0, 5).join(", ")}`);
    if (withoutRow.length === 0 || Date.now() - started > 40_000) {
      const [journal] = await query<{ lines: number }>(
        ctx.databaseUrl,
        "SELECT count(*)::int AS lines FROM storage_journal",
      );
      ctx.say(
        `  bucket products/: ${objects.size} files, media rows name ${keys.size}; storage journal ${journal?.lines ?? 0} lines` +
          (Date.now() - started > 1_000 ? ` (the sweep matched them after ${Date.now() - started} ms)` : ""),
      );
      expect(withoutRow.length === 0, `files without a row 40 s after: ${withoutRow.slice(0, 5).join(", ")}`);
      return;
    }
    await sleep(1_000);
  }
}

async function plainGet(url: string): Promise<{ status: number; text: string }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return { status: response.status, text: await response.text() };
}

/** Both render caches hold every page the load asks for (asked directly, twice). */
async function warm(ctx: FaultContext) {
  for (const server of ctx.servers) {
    for (const page of PUBLIC_PAGES) {
      for (let i = 0; i < 2; i++) {
        const answer = await plainGet(`${server.url}${page}`);
        expect(answer.status === 200, `${server.name}${page} answered ${answer.status}`);
      }
    }
  }
}
