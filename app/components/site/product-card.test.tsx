import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import type { ProductCardView } from "~/lib/views";
import { ProductCard } from "./product-card";

const product: ProductCardView = {
  slug: "den-mo-led-ackermann",
  name: "Đèn mổ LED Ackermann",
  image: { src: "/uploads/p.jpg", width: 1200, height: 900, srcSet: "/uploads/p_w320.webp 320w", alt: "Đèn mổ" },
  brands: ["Ackermann", "STERIS"],
  moreBrands: 2,
  features: ["Ánh sáng 160.000 lux", "Tuổi thọ LED 60.000 giờ"],
  moreFeatures: 1,
  isFeatured: true,
  categoryName: "Đèn mổ",
};

function Card() {
  return <ProductCard product={product} />;
}

function Nothing() {
  return null;
}

function renderCard(path: string) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ lang: path.startsWith("/en") ? "en" : "vi" }),
      HydrateFallback: Nothing,
      children: [{ path: "*", Component: Card }],
    },
  ]);
  render(<Stub initialEntries={[path]} />);
}

describe("ProductCard", () => {
  it("shows at most 2 brands and 2 features, with +N for the rest", async () => {
    renderCard("/products");
    expect(await screen.findByRole("link", { name: "Đèn mổ LED Ackermann" })).toHaveProperty(
      "href",
      "http://localhost:3000/products/den-mo-led-ackermann",
    );
    const brands = screen.getByRole("list", { name: "Thương hiệu của sản phẩm" });
    expect(brands.textContent).toBe("AckermannSTERIS+2");
    expect(screen.getByText("Ánh sáng 160.000 lux")).toBeTruthy();
    expect(screen.queryByText("Điều khiển cảm ứng")).toBeNull();
    expect(screen.getByText("+1 khác")).toBeTruthy();
    const image = screen.getByRole("img", { name: "Đèn mổ" });
    expect(image.getAttribute("width")).toBe("1200");
    expect(image.getAttribute("loading")).toBe("lazy");
  });

  it("links to the English page and uses English texts on /en", async () => {
    renderCard("/en/products");
    expect(await screen.findByRole("link", { name: "Đèn mổ LED Ackermann" })).toHaveProperty(
      "href",
      "http://localhost:3000/en/products/den-mo-led-ackermann",
    );
    expect(screen.getByText("+1 more")).toBeTruthy();
  });
});
