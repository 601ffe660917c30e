/**
 * How every action reads its form: a body of another kind (JSON, text, XML, none)
 * is a 415, a body that does not parse as its declared kind a 400, a NUL character (which
 * PostgreSQL text cannot hold, and no form control can type) a 400 — never a 500 with a stack.
 */
import { data } from "react-router";

const FORM_TYPES = new Set(["application/x-www-form-urlencoded", "multipart/form-data"]);

/** Refusals of a body: a Response thrown, as React Router answers it (no log, no stack). */
export const refuseBody = (status: 400 | 415) =>
  data({ ok: false, message: status === 415 ? "Unsupported body" : "Bad request" }, { status });

/** The request's form, or a thrown 415 / 400 refusal. */
export async function readForm(request: Request): Promise<FormData> {
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase() ?? "";
  if (!FORM_TYPES.has(type)) throw refuseBody(415);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw refuseBody(400);
  }
  for (const [name, value] of form) {
    if (name.includes("\0") || (typeof value === "string" && value.includes("\0"))) throw refuseBody(400);
  }
  return form;
}
