import type { ReactNode } from "react";
import { Breadcrumb, type Crumb } from "./breadcrumb";

/**
 * The blue band that opens a page: a breadcrumb (listing pages) or an eyebrow (static pages),
 * the page's only h1, an intro, and anything the page adds below.
 */
export function PageHero({
  crumbs,
  eyebrow,
  title,
  intro,
  children,
}: {
  crumbs?: Crumb[];
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-primary-800 via-primary to-primary-700 text-white">
      <svg
        aria-hidden="true"
        className="absolute -right-24 -top-24 h-96 w-96 text-white/5"
        viewBox="0 0 64 64"
        fill="currentColor"
      >
        <path d="M27 4h10v23h23v10H37v23H27V37H4V27h23z" />
      </svg>
      <div
        className={`relative mx-auto max-w-7xl px-4 sm:px-6 ${crumbs ? "py-14 sm:py-16" : "py-16 sm:py-20 lg:py-24"}`}
      >
        {crumbs && <Breadcrumb items={crumbs} tone="dark" />}
        <div className="max-w-3xl">
          {eyebrow && (
            <p className="inline-block rounded-full bg-white/15 px-4 py-1.5 text-sm font-semibold">{eyebrow}</p>
          )}
          <h1
            className={
              crumbs
                ? "mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl"
                : "mt-5 text-4xl font-extrabold leading-tight sm:text-5xl"
            }
          >
            {title}
          </h1>
          {intro && <p className="mt-4 text-lg text-primary-100 sm:text-xl">{intro}</p>}
        </div>
        {children}
      </div>
    </section>
  );
}
