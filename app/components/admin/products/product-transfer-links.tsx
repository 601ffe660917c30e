import { Link } from "react-router";
import { buttonClass } from "~/components/ui/button";
import { vi } from "~/i18n/messages/admin-import";
import { useMay } from "../use-access";

const t = vi;

/** The product list's way to the spreadsheet export and import. */
export function ProductTransferLinks() {
  const style = buttonClass({ variant: "outline", size: "sm" });
  const mayImport = useMay("/admin/products/import", "load");
  return (
    <div className="flex flex-wrap gap-2">
      <a href="/admin/products/export.csv" className={style}>
        {t.exportCsv}
      </a>
      <a href="/admin/products/export.xlsx" className={style}>
        {t.exportXlsx}
      </a>
      {mayImport ? (
        <Link to="/admin/products/import" className={style}>
          {t.importLink}
        </Link>
      ) : null}
    </div>
  );
}
