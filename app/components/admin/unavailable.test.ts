import { type DataStrategyResult, UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { keepFormWhenUnavailable } from "./unavailable";

const body = { ok: false, message: "Máy chủ tạm thời không kết nối được cơ sở dữ liệu…", unavailable: "database" };

async function through(method: string, results: Record<string, DataStrategyResult>) {
  const request = new Request("http://x/admin/products/new", { method });
  return (await keepFormWhenUnavailable({ request, params: {}, context: {} } as never, async () => results)) as Record<
    string,
    DataStrategyResult
  >;
}

describe("a save answered 503 for want of a part", () => {
  it("reaches the form as its answer, with the 503 status (nothing loaded again), not as an error page", async () => {
    const results = await through("POST", {
      "routes/admin/products.new": { type: "error", result: new ErrorResponse(503, "Service Unavailable", body) },
    });
    const answer = results["routes/admin/products.new"];
    expect(answer?.type).toBe("data");
    expect(answer?.result).toMatchObject({ data: body, init: { status: 503 } });
  });

  it("leaves other errors, and anything met by a navigation, as they are", async () => {
    const other = new ErrorResponse(500, "Server Error", "boom");
    const posted = await through("POST", { a: { type: "error", result: other } });
    expect(posted.a).toEqual({ type: "error", result: other });
    const unavailable = new ErrorResponse(503, "Service Unavailable", body);
    const navigated = await through("GET", { a: { type: "error", result: unavailable } });
    expect(navigated.a).toEqual({ type: "error", result: unavailable });
  });
});
