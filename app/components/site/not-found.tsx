import { buttonClass } from "~/components/ui/button";
import { useT } from "~/i18n";
import { Link } from "~/i18n/link";

/** 'Trang không tìm thấy' with links to home, back, products, about, contact and news. */
export function NotFound() {
  const t = useT();
  const links = [
    { to: "/departments", label: t.notFound.products },
    { to: "/about", label: t.notFound.about },
    { to: "/contact", label: t.notFound.contact },
    { to: "/news", label: t.notFound.news },
  ];
  return (
    <section className="mx-auto max-w-2xl px-6 py-24 text-center">
      <p className="text-7xl font-extrabold text-primary">404</p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t.notFound.title}</h1>
      <p className="mt-4 text-slate-600">{t.notFound.text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass({ size: "lg" })}>
          {t.notFound.home}
        </Link>
        <button
          type="button"
          onClick={() => window.history.back()}
          className="rounded-lg border border-slate-300 px-5 py-3 font-semibold text-slate-700 hover:bg-slate-50"
        >
          {t.notFound.back}
        </button>
      </div>
      <ul className="mt-8 flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm font-semibold">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-primary hover:underline">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
