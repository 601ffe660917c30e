import { Breadcrumb, type Crumb } from "./breadcrumb";

/** The coloured header of a listing page: breadcrumb, title and an introduction. */
export function PageHero({ crumbs, title, intro }: { crumbs: Crumb[]; title: string; intro?: string }) {
  return (
    <header className="bg-gradient-to-br from-primary-800 via-primary-700 to-primary text-white">
      <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
        <Breadcrumb items={crumbs} />
        <h1 className="mt-4 text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {intro && <p className="mt-4 max-w-3xl text-lg text-primary-100">{intro}</p>}
      </div>
    </header>
  );
}
