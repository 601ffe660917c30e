import { useT } from "~/i18n";
import { NAV_ITEMS } from "~/lib/navigation";
import { useNavDepartments } from "./site-data";

export interface NavEntry {
  key: string;
  label: string;
  href: string;
  children?: { label: string; href: string }[];
}

/** The header's entries: products opens a sub-menu with all products and each active department. */
export function useHeaderNav(): NavEntry[] {
  const t = useT();
  const departments = useNavDepartments();
  return NAV_ITEMS.filter((item) => item.inHeader).map((item) => ({
    key: item.key,
    label: t.nav[item.key],
    href: item.href,
    children:
      item.key === "products"
        ? [
            { label: t.header.allDepartments, href: "/departments" },
            ...departments.map((d) => ({ label: d.name, href: `/departments/${d.slug}` })),
            { label: t.header.allProducts, href: "/products/all" },
          ]
        : undefined,
  }));
}
