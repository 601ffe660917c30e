import { UNSAFE_ErrorResponseImpl as ErrorResponse } from "react-router";
import { describe, expect, it } from "vitest";
import { errorMessage } from "./error-message";

const fallback = "Failed to fetch products";

describe("errorMessage", () => {
  it("shows a failure's own message", () => {
    expect(errorMessage(new Error("connection refused"), fallback)).toBe("connection refused");
  });

  it("never shows the browser's own words for a request that got no answer", () => {
    expect(errorMessage(new TypeError("Failed to fetch"), fallback)).toBe(fallback);
    expect(errorMessage(new TypeError("NetworkError when attempting to fetch resource."), fallback)).toBe(fallback);
  });

  it("falls back when the server hid the real error, or there is no message", () => {
    expect(errorMessage(new Error("Unexpected Server Error"), fallback)).toBe(fallback);
    expect(errorMessage(new Error(""), fallback)).toBe(fallback);
    expect(errorMessage("boom", fallback)).toBe(fallback);
    expect(errorMessage(undefined, fallback)).toBe(fallback);
  });

  it("reads the message of a route error response", () => {
    expect(errorMessage(new ErrorResponse(503, "Service Unavailable", { message: "Thử lại sau" }), fallback)).toBe(
      "Thử lại sau",
    );
    expect(errorMessage(new ErrorResponse(500, "", null), fallback)).toBe(fallback);
  });
});
