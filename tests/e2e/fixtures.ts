import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every page a test opens fails the test when it logs a console error or warning, or throws.
 * Requests to outside hosts (the lazily embedded maps) are blocked by the browser's flags and
 * are not errors of ours, so their failures are ignored.
 */
/**
 * Public pages fetch their scripts after the first paint (decision 008), so the load event can
 * come before they answer clicks. After a navigation of the test's own (goto, reload) the page
 * waits until the document has hydrated (the root marks <html data-hydrated>); documents without
 * deferred scripts (the back office, plain files) pass at once.
 */
async function waitForHydration(page: Page): Promise<void> {
  if (scriptsHeld.has(page)) return;
  await page.waitForFunction(
    () =>
      document.documentElement.dataset.hydrated === "true" ||
      (!document.getElementById("after-paint-scripts") && !document.querySelector('link[rel="x-modulepreload"]')),
    undefined,
    { polling: 50 },
  );
}

export const test = base.extend<{ consoleProblems: string[] }>({
  context: async ({ context }, use) => {
    // A Content-Security-Policy violation is a console error too, even one the page's code
    // swallows (a library probing for eval): the policy must never have to refuse our own code.
    await context.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) =>
        console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || "inline"}`),
      );
    });
    await use(context);
  },
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (...args) => {
      const response = await goto(...args);
      await waitForHydration(page);
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
  // Every page of the test's browser context is heard from its creation (the test's page, and
  // any it opens). Tests that only send requests open no page, and so start no browser page.
  consoleProblems: [
    async ({ context }, use) => {
      const problems: string[] = [];
      const listen = (page: Page) => {
        page.on("console", (message) => {
          if (message.type() !== "error" && message.type() !== "warning") return;
          const url = message.location().url;
          if (url && !url.startsWith("http://127.0.0.1")) return;
          problems.push(`${message.type()}: ${message.text()}`);
        });
        page.on("pageerror", (error) => problems.push(`pageerror: ${error.message}`));
      };
      for (const page of context.pages()) listen(page);
      context.on("page", listen);
      await use(problems);
      // A refusal reported after the test accepted them (console messages arrive late) still counts as accepted.
      if (acceptingBlockedInline.has(problems)) dropBlockedInlineHandlers(problems);
      expect(problems, "console errors or warnings during the test").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * For tests that paste or post hostile HTML on purpose: the Content-Security-Policy reports the
 * inline event handler it refused to run. That report is the policy doing its job; such tests
 * prove by their own checks that nothing ran and nothing was stored. Any other problem still fails.
 */
export function acceptBlockedInlineHandlers(problems: string[]) {
  acceptingBlockedInline.add(problems);
  dropBlockedInlineHandlers(problems);
}

const acceptingBlockedInline = new WeakSet<string[]>();

function dropBlockedInlineHandlers(problems: string[]) {
  const blocked =
    /Executing inline event handler violates the following Content Security Policy directive|^error: CSP violation: script-src-attr blocked inline$/;
  for (let i = problems.length - 1; i >= 0; i--) if (blocked.test(problems[i] ?? "")) problems.splice(i, 1);
}

/** The browser logs a provoked 4xx as a console error: remove exactly that line (one per call). */
export function expectRefusal(problems: string[], status: number) {
  const line = `Failed to load resource: the server responded with a status of ${status}`;
  const index = problems.findIndex((p) => p.includes(line));
  expect(index, `a ${status} answer was expected`).toBeGreaterThanOrEqual(0);
  problems.splice(index, 1);
}

/** Pages whose scripts a test holds back (`holdScripts`): their navigations do not wait for hydration. */
const scriptsHeld = new WeakSet<Page>();

/**
 * Holds back the page's JavaScript files, as on a slow phone before they arrive (decision 008):
 * aborted for good, or until `release` resolves. The inline scripts (with the page's nonce) still
 * run. Call `allowHeldScripts` on the test's console problems for the aborted requests.
 */
export async function holdScripts(page: Page, release?: Promise<void>): Promise<void> {
  scriptsHeld.add(page);
  await page.route("**/*.js", async (route) => {
    if (!release) return route.abort();
    await release;
    await route.continue();
  });
}

/** The aborted script requests are reported as failed loads; that is what `holdScripts` does. */
export function allowHeldScripts(problems: string[]) {
  const expected = /Failed to load resource: net::ERR_FAILED/;
  problems.splice(0, problems.length, ...problems.filter((p) => !expected.test(p)));
}

/**
 * Presses End as a visitor does. Under a loaded CI machine Chromium now and then lets the key go
 * without scrolling at all (seen in two tests, the page still at 0 five seconds later): only then
 * is it pressed again. A press that scrolled is never repeated, so a scroll that stops short of
 * the end is still seen as such.
 */
export async function pressEnd(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await page.keyboard.press("End");
    const moved = await page
      .waitForFunction(() => window.scrollY > 0, undefined, { timeout: 1500, polling: 50 })
      .then(() => true)
      .catch(() => false);
    if (moved) return;
  }
}

/**
 * Waits until a product list's cards are all laid out: until the page has hydrated, the cards far
 * from the screen stand at an estimated height, and after it they are laid out a few a frame
 * (app.css `.lazy-card`, components/catalog/list-anchor.ts).
 */
export async function cardsLaidOut(page: Page): Promise<void> {
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  await expect(page.locator(".lazy-card:not([data-laid])")).toHaveCount(0);
}

export { expect };

/**
 * Does `act` and answers the question (window.confirm) it raises, and waits until it was asked: an
 * unsaved-changes question comes a render after the click, so a check made right after the click
 * (the address still the form's) passed before it came, and a `page.once` listener left waiting
 * then answered the next question too (the flakes of admin-news and admin-settings). The answer is
 * given as the question shows (a question left open would hold the click). Answers its text.
 */
export async function answerQuestion(
  page: Page,
  act: () => Promise<void>,
  answer: "accept" | "dismiss",
): Promise<string> {
  const asked = new Promise<string>((resolve) => {
    page.once("dialog", (dialog) => {
      const message = dialog.message();
      void (answer === "accept" ? dialog.accept() : dialog.dismiss()).then(() => resolve(message));
    });
  });
  await act();
  return asked;
}
