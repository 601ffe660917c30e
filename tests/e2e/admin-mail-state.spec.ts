/**
 * Mail that cannot be silently off, as an administrator meets it: switching quote
 * requests on with no one to notify asks first; the quote settings and the dashboard say in words
 * how mail goes (here: not configured, as this server has no SMTP_URL); 'Gửi email thử' answers
 * that plainly; the inbox flags a request whose notification has waited over 15 minutes, with why.
 *
 * A request 40 minutes old cannot be made through the form, and the lane's server holds its
 * embedded database (PGlite admits one process): so this file runs a server of its own on a
 * database it prepared first, the old request written into it directly.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { Page } from "@playwright/test";
import { vi as audit } from "../../app/i18n/messages/admin-audit";
import { vi as inquiries } from "../../app/i18n/messages/admin-inquiries";
import { vi as mail } from "../../app/i18n/messages/admin-mail";
import { vi as settingsVi } from "../../app/i18n/messages/admin-settings";
import { compiledServerPath } from "../../edge/build-if-needed";
import { E2E_ADMIN_PASSWORD } from "../../playwright.config";
import { RUN, signIn } from "./admin-helpers";
import { expect, test } from "./fixtures";

const NOTIFIED = `kinhdoanh-${RUN}@anviet.example`;
const OLD_SENDER = `Nguyễn Văn Cũ ${RUN}`;

// This file's server: its port chosen as the configuration chooses the lanes' (a free one, now).
const PORT = execFileSync(process.execPath, [
  "-e",
  // Written, not logged: a worker's FORCE_COLOR would colour a logged number.
  "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
])
  .toString()
  .trim();
const URL_BASE = `http://127.0.0.1:${PORT}`;
let server: { process: ChildProcess; dataDir: string } | null = null;

/** The tests' pages and requests go to this file's own server. */
test.use({ baseURL: URL_BASE });

/** A request stored 40 minutes ago whose staff notification never went out (no SMTP_URL). */
async function writeOldRequest(dataDir: string) {
  const database = await PGlite.create({ dataDir: path.join(dataDir, "pgdata"), extensions: { pg_trgm } });
  try {
    const { rows } = await database.query<{ id: number }>(
      `INSERT INTO quote_requests (lang, name, organisation, phone, email, province, preferred_contact, consent_text, created_at)
       VALUES ('vi', $1, 'Bệnh viện Đa khoa Tỉnh', '+84912345678', 'cu@benhvien.example', 'ha-noi', 'phone', 'Tôi đồng ý.',
               now() - interval '40 minutes')
       RETURNING id`,
      [OLD_SENDER],
    );
    const id = rows[0]?.id;
    await database.query(
      `INSERT INTO quote_outbox (request_id, kind, recipients, subject, body, created_at, next_attempt_at)
       VALUES ($1, 'staff', 'kinhdoanh@anviet.example', $2, 'Có yêu cầu mới.', now() - interval '40 minutes',
               now() - interval '40 minutes')`,
      [id, `[YC-${id}] Yêu cầu tư vấn – ${OLD_SENDER}`],
    );
  } finally {
    await database.close();
  }
}

async function answers(url: string, child: ChildProcess, output: () => string) {
  const end = Date.now() + 120_000;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`the server stopped: ${output()}`);
    try {
      if ((await fetch(`${url}/admin/login`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer: ${output()}`);
}

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-mail-"));
  const url = URL_BASE;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_USERNAME: "admin",
    ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    NODE_ENV: "production",
    TRUST_PROXY: "loopback",
    LOG_REQUESTS: "false",
    PUBLIC_SITE_URL: url,
    SEED_DEMO: "false",
    RENDER_THREAD: "false",
  };
  delete env.SMTP_URL;
  delete env.MAIL_FROM;
  delete env.DATABASE_URL;
  // The database as a first start makes it (migrated, no demo), then the old request in it.
  execFileSync(process.execPath, ["--import", "tsx", "scripts/seed.ts", "--no-demo"], { env, stdio: "pipe" });
  await writeOldRequest(dataDir);
  let output = "";
  const child = spawn(process.execPath, [compiledServerPath()], { env, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.on("data", (chunk) => {
    output += chunk;
  });
  child.stderr?.on("data", (chunk) => {
    output += chunk;
  });
  server = { process: child, dataDir };
  await answers(url, child, () => output);
  expect(output).toContain("Mail: SMTP_URL is not set");
});

test.afterAll(async () => {
  const running = server;
  server = null;
  if (!running) return;
  if (running.process.exitCode === null) {
    const exited = new Promise((resolve) => running.process.once("exit", resolve));
    running.process.kill("SIGTERM");
    await exited;
  }
  fs.rmSync(running.dataDir, { recursive: true, force: true });
});

async function save(page: Page) {
  await page.getByRole("button", { name: settingsVi.save }).click();
}

const notConfigured = mail.state.notConfigured("SMTP_URL");

test("mail in words: the question before no one is told, the state, the test message, the overdue request", async ({
  page,
  baseURL,
}) => {
  test.slow();
  await signIn(page.request, baseURL as string);
  const emails = page.getByLabel(settingsVi.fields.quoteNotifyEmails);
  const mailSection = page.getByRole("region", { name: mail.title });

  await test.step("switching requests on with no address to notify asks first", async () => {
    await page.goto("/admin/settings/quotes");
    await expect(emails).toHaveValue("");
    await page.getByLabel(settingsVi.fields.quoteRequestsEnabled).check();
    await save(page);
    const question = page.getByRole("dialog", { name: mail.ask.title });
    await expect(question).toBeVisible();
    await expect(question).toContainText(mail.ask.text);
    // Nothing saved while the question is open.
    await expect(page.getByRole("status").filter({ hasText: settingsVi.saved })).toHaveCount(0);
    await question.getByRole("button", { name: mail.ask.addEmail }).click();
    await expect(question).toBeHidden();
    await expect(emails).toBeFocused();
  });

  await test.step("with an address it saves without asking, and says mail is not configured", async () => {
    await emails.fill(NOTIFIED);
    await save(page);
    await expect(page.getByRole("status").filter({ hasText: settingsVi.saved })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(mailSection).toContainText(notConfigured);
    // The old request's notification waits in the outbox.
    await expect(mailSection).toContainText(mail.state.waiting(1));
    await expect(mailSection).not.toContainText(mail.noRecipients);
  });

  await test.step("the dashboard says the same", async () => {
    await page.goto("/admin/dashboard");
    const panel = page.getByRole("region", { name: mail.title });
    await expect(panel).toContainText(notConfigured);
    await expect(panel.getByRole("link", { name: mail.settingsLink })).toHaveAttribute(
      "href",
      "/admin/settings/quotes",
    );
  });

  await test.step("'Gửi email thử' says plainly that mail is not configured, and is audited", async () => {
    await page.goto("/admin/settings/quotes");
    await expect(mailSection).toContainText(mail.test.toSaved(NOTIFIED));
    await mailSection.getByRole("button", { name: mail.test.send }).click();
    await expect(mailSection.getByRole("alert")).toHaveText(mail.test.notConfigured("SMTP_URL"));
    // A typed address is checked before anything is sent.
    await mailSection.getByLabel(mail.test.to).fill("not-an-address");
    await mailSection.getByRole("button", { name: mail.test.send }).click();
    await expect(mailSection.getByText(mail.test.badAddress)).toBeVisible();

    await page.goto("/admin/audit");
    await expect(page.getByRole("main")).toContainText(mail.test.audit(NOTIFIED, mail.test.outcomes.notConfigured));
    await expect(page.getByRole("main")).toContainText(audit.actions.settings);
  });

  await test.step("the inbox flags the request whose notification has waited over 15 minutes, with why", async () => {
    await page.goto("/admin/inquiries");
    await expect(page.getByRole("note").filter({ hasText: mail.overdue.banner(1, 15) })).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: OLD_SENDER });
    await expect(row).toContainText(/Chưa báo được nhân viên sau 4\d phút/);
    await expect(row).toContainText(mail.overdue.reasons.notConfigured("SMTP_URL"));
    // Its page says why it waits, not a "next try" already past.
    await row.getByRole("link").first().click();
    await expect(page.getByRole("main")).toContainText(inquiries.detail.waitingUnconfigured("SMTP_URL"));
    await expect(page.getByRole("main")).not.toContainText("lần thử tới");
  });

  await test.step("without the address again, on: asked, answered, and the settings say no one is told", async () => {
    await page.goto("/admin/settings/quotes");
    await emails.fill("");
    await save(page);
    await page
      .getByRole("dialog", { name: mail.ask.title })
      .getByRole("button", { name: mail.ask.enableAnyway })
      .click();
    await expect(page.getByRole("status").filter({ hasText: settingsVi.saved })).toBeVisible();
    await expect(mailSection).toContainText(mail.noRecipients);
    // Nowhere to send a test to: said before anything is posted.
    await mailSection.getByRole("button", { name: mail.test.send }).click();
    await expect(mailSection.getByText(mail.test.noRecipient)).toBeVisible();
    await page.goto("/admin/dashboard");
    await expect(page.getByRole("region", { name: mail.title })).toContainText(mail.noRecipients);
  });
});
