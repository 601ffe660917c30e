import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { IconTileCard } from "./icon-tile-card";

function TestIcon() {
  return <svg aria-hidden="true" data-testid="icon" />;
}

describe("IconTileCard", () => {
  it("shows its icon, an h3 heading, its text and what follows", () => {
    render(
      <IconTileCard icon={<TestIcon />} title="Qua điện thoại" text="Gọi cho chúng tôi">
        <p>
          <a href="tel:0281234567">028 1234 567</a>
        </p>
      </IconTileCard>,
    );
    const card = screen.getByRole("article");
    expect(within(card).getByTestId("icon")).toBeTruthy();
    const heading = within(card).getByRole("heading", { level: 3, name: "Qua điện thoại" });
    expect(heading.className).toBe("mt-5 text-xl font-bold text-slate-900");
    expect(within(card).getByText("Gọi cho chúng tôi").className).toBe("mt-2 text-slate-600");
    expect(within(card).getByRole("link", { name: "028 1234 567" }).getAttribute("href")).toBe("tel:0281234567");
  });

  it("is a size larger with an h2 heading", () => {
    render(<IconTileCard level={2} icon={<TestIcon />} title="Sứ mệnh" text="Phục vụ" />);
    const heading = screen.getByRole("heading", { level: 2, name: "Sứ mệnh" });
    expect(heading.className).toBe("mt-5 text-2xl font-extrabold text-slate-900");
    expect(screen.getByText("Phục vụ").className).toBe("mt-3 text-lg leading-relaxed text-slate-600");
  });
});
