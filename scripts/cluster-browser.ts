/**
 * The editor's side of fault a2 in a real browser: Chromium as the e2e tests launch it
 * (scripts/chromium.ts), through nginx, signed in as the cluster's administrator, with a
 * product's editor open and a description typed before PostgreSQL is stopped. Saving during the
 * outage must answer 503 with Retry-After, show the Vietnamese sentence beside the form and keep
 * what was typed (no error page, no navigation); saving again once the database is back must
 * succeed. Assertions wait on states, never on fixed sleeps.
 */
import { type Browser, chromium, type Page, type Response } from "@playwright/test";
import { vi as availability } from "../app/i18n/messages/admin-availability";
import { vi as productTexts } from "../app/i18n/messages/admin-products";
import { CHROMIUM_FLAGS, HEADLESS_SHELL_PATH } from "./chromium";

const WAIT_MS = 20_000;

function expect(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export interface BrowserSave {
  status: number;
  retryAfter: string | null;
  /** From the press of the button until the page showed the outcome. */
  ms: number;
}

/** Signs in through the login form and opens product `productId`'s editor with `typed` in its description. */
export function openBrowserEditor(options: Parameters<typeof BrowserEditor.open>[0]): Promise<BrowserEditor> {
  return BrowserEditor.open(options);
}

export class BrowserEditor {
  private readonly problems: string[] = [];

  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
    private readonly address: string,
    readonly typed: string,
  ) {
    page.on("pageerror", (error) => this.problems.push(`pageerror: ${error.message}`));
  }

  /** Signs in through the login form and opens product `productId`'s editor with `typed` in its description. */
  static async open(options: {
    nginxUrl: string;
    admin: { username: string; password: string };
    productId: number;
    typed: string;
  }): Promise<BrowserEditor> {
    const browser = await chromium.launch({
      executablePath: HEADLESS_SHELL_PATH,
      args: ["--headless", ...CHROMIUM_FLAGS],
    });
    try {
      // The cluster's certificate is the test's own, self-signed.
      const context = await browser.newContext({ baseURL: options.nginxUrl, ignoreHTTPSErrors: true, locale: "vi-VN" });
      context.setDefaultTimeout(WAIT_MS);
      const page = await context.newPage();
      await page.goto("/admin/login");
      await hydrated(page);
      await page.getByLabel("Tên đăng nhập").fill(options.admin.username);
      await page.getByLabel("Mật khẩu", { exact: true }).fill(options.admin.password);
      await page.getByRole("button", { name: "Đăng nhập" }).click();
      await page.waitForURL(/\/admin\/dashboard$/);
      const address = `/admin/products/${options.productId}/edit`;
      await page.goto(address);
      await hydrated(page);
      await page.getByRole("heading", { name: productTexts.editTitle }).waitFor();
      const editor = new BrowserEditor(browser, page, address, options.typed);
      const field = editor.description();
      await field.fill(options.typed);
      expect((await field.inputValue()) === options.typed, "the description did not take the typed text");
      return editor;
    } catch (error) {
      await browser.close().catch(() => undefined);
      throw error;
    }
  }

  private description() {
    // Not getByLabel: a textarea inside its label counts its own text in the label's name.
    return this.page
      .locator("label")
      .filter({ has: this.page.locator("span", { hasText: new RegExp(`^${productTexts.description}$`) }) })
      .locator("textarea");
  }

  private saveAnswer(): Promise<Response> {
    return this.page.waitForResponse(
      (r) => r.request().method() === "POST" && new URL(r.url()).pathname === `${this.address}.data`,
      { timeout: WAIT_MS },
    );
  }

  /** Presses save with the database away: the 503, the sentence, the typed text still there, the same page. */
  async saveDuringOutage(): Promise<BrowserSave> {
    const start = Date.now();
    const answer = this.saveAnswer();
    await this.page.getByRole("button", { name: productTexts.update }).click();
    const response = await answer;
    const alert = this.page.getByRole("alert").filter({ hasText: availability.databaseUnavailable });
    await alert.waitFor();
    const ms = Date.now() - start;
    const status = response.status();
    const retryAfter = await response.headerValue("retry-after");
    expect(status === 503, `the browser's save during the outage answered ${status}`);
    expect(retryAfter === "5", `the browser's save during the outage: Retry-After ${retryAfter}`);
    const path = new URL(this.page.url()).pathname;
    expect(path === this.address, `the editor navigated away to ${path}`);
    expect(
      await this.page.getByRole("heading", { name: productTexts.editTitle }).isVisible(),
      "the editor is no longer shown (an error page?)",
    );
    const kept = await this.description().inputValue();
    expect(kept === this.typed, `the description holds ${JSON.stringify(kept.slice(0, 80))}, not what was typed`);
    // The button is ready for the next try.
    await this.page.getByRole("button", { name: productTexts.update }).and(this.page.locator(":enabled")).waitFor();
    expect(this.problems.length === 0, `the page threw: ${this.problems.join("; ")}`);
    return { status, retryAfter, ms };
  }

  /**
   * Presses save again with the database back: the success message. A 503 more (a server that has
   * not reconnected yet) is pressed again, as the message asks, up to `tries` times.
   */
  async saveAfter(tries = 5): Promise<BrowserSave & { tries: number }> {
    // The success line shows for 1.5 s before the editor goes back to its list: seen as it appears.
    // A script as text: tsx would wrap a named function in a helper the page does not have.
    await this.page.evaluate(`{
      const saved = ${JSON.stringify(productTexts.saved)};
      window.__savedSeen = false;
      new MutationObserver(() => {
        if ([...document.querySelectorAll('[role="status"]')].some((e) => e.textContent.includes(saved)))
          window.__savedSeen = true;
      }).observe(document.body, { childList: true, subtree: true, characterData: true });
    }`);
    for (let attempt = 1; ; attempt++) {
      const start = Date.now();
      const answer = this.saveAnswer();
      await this.page.getByRole("button", { name: productTexts.update }).and(this.page.locator(":enabled")).click();
      const response = await answer;
      const status = response.status();
      if (status === 503 && attempt < tries) {
        await this.page.getByRole("button", { name: productTexts.update }).and(this.page.locator(":enabled")).waitFor();
        continue;
      }
      expect(status === 200, `the browser's save after the outage answered ${status}`);
      // Polled from here: waitForFunction evaluates its text with eval, which the admin's CSP refuses.
      const deadline = Date.now() + WAIT_MS;
      while (!(await this.page.evaluate("window.__savedSeen === true"))) {
        expect(Date.now() < deadline, "the success message was not shown");
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(this.problems.length === 0, `the page threw: ${this.problems.join("; ")}`);
      return { status, retryAfter: null, ms: Date.now() - start, tries: attempt };
    }
  }

  async close(): Promise<void> {
    await this.browser.close().catch(() => undefined);
  }
}

async function hydrated(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
}
