import { describe, expect, it } from "vitest";
import { en } from "./en";
import { vi } from "./vi";

describe("the footer's copyright line", () => {
  it("ends a company name that has its own period with one period", () => {
    expect(en.footer.copyright(2026, "An Viet Medical Co., Ltd.")).toBe(
      "© 2026 An Viet Medical Co., Ltd. All rights reserved.",
    );
    expect(vi.footer.copyright(2026, "Công ty TNHH An Việt")).toBe("© 2026 Công ty TNHH An Việt. Bảo lưu mọi quyền.");
  });
});
