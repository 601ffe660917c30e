import { Link } from "react-router";
import type { ForbiddenBody } from "~/lib/forbidden";
import { buttonClass } from "./button";

/**
 * A page the account's role may not open (403, decision 040). Its texts come with the refusal, so
 * that the root's error boundary, where a refusal by the admin guard lands, carries no admin catalogue.
 */
export function ForbiddenNotice({ body }: { body: ForbiddenBody }) {
  return (
    <main className="mx-auto max-w-lg px-6 py-24 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{body.title}</h1>
      <p className="mt-3 text-slate-600">{body.message}</p>
      <Link to={body.back.href} className={buttonClass({ className: "mt-6" })}>
        {body.back.label}
      </Link>
    </main>
  );
}
