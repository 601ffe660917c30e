import {
  type DataStrategyResult,
  UNSAFE_ErrorResponseImpl as ErrorResponse,
  RouterContextProvider,
} from "react-router";
import { describe, expect, it } from "vitest";
import { loginHref, redirectToLoginOn401 } from "./session-expiry";

type Results = Record<string, DataStrategyResult>;

/** Runs the middleware as the browser's router would, with `results` as what the loaders produced. */
async function run(results: Results, url = "http://site.test/admin/categories?department=2") {
  return redirectToLoginOn401(
    { request: new Request(url), context: new RouterContextProvider(), params: {} } as never,
    async () => results,
  );
}

const refused = (status: number): Results => ({
  "routes/admin/categories": { type: "error", result: new ErrorResponse(status, "Unauthorized", "Unauthorized") },
});

describe("the admin's browser middleware", () => {
  it("sends a refused navigation to the login page, coming back afterwards", async () => {
    const thrown = await run(refused(401)).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).headers.get("Location")).toBe(
      "/admin/login?redirectTo=%2Fadmin%2Fcategories%3Fdepartment%3D2",
    );
  });

  it("leaves other answers and other errors alone", async () => {
    const ok: Results = { "routes/admin/dashboard": { type: "data", result: { total: 1 } } };
    expect(await run(ok)).toBe(ok);
    const failed = refused(500);
    expect(await run(failed)).toBe(failed);
  });

  it("builds the login address", () => {
    expect(loginHref("/admin/news", "?q=1")).toBe("/admin/login?redirectTo=%2Fadmin%2Fnews%3Fq%3D1");
  });
});
