import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "~/lib/zod";
import { schemaErrors, valueAt } from "./form-state";
import { type SchemaForm, useSchemaForm } from "./use-schema-form";

const schema = z.object({
  name: z.string().trim().min(1, "Vui lòng nhập tên"),
  features: z
    .string()
    .transform((text) => JSON.parse(text) as string[])
    .pipe(z.array(z.string().min(1, "Vui lòng nhập đặc điểm"))),
});

interface Values {
  name: string;
  features: string[];
}

const posted: Record<string, string>[] = [];
let form: SchemaForm<Values>;
/** The leave-page guard of the next render, if any. */
let guard: { unsavedMessage?: string; staysAfterSave?: boolean } = {};

function Editor({ initial }: { initial: Values }) {
  form = useSchemaForm<Values>({
    schema,
    initial,
    toBody: (values) => ({ name: values.name, features: JSON.stringify(values.features) }),
    extra: { intent: "save", version: "7" },
    ...guard,
  });
  return (
    <form onSubmit={form.submit} noValidate>
      <label>
        Tên
        <input
          {...form.describe("name")}
          value={form.values.name}
          onChange={(event) => form.set("name", event.target.value)}
          onBlur={() => form.touch("name")}
        />
      </label>
      {form.error("name") && <p>{form.error("name")}</p>}
      {form.error("features") && <p>{form.error("features")}</p>}
      <output data-testid="state">{`${form.dirty ? "dirty" : "clean"} ${form.values.features.join("|")}`}</output>
      {form.answer && <p>{form.answer.message}</p>}
      <output data-testid="refusal">{form.refusal ?? ""}</output>
      <button type="submit">Lưu</button>
    </form>
  );
}

let opening: Values;

function OpenEditor() {
  return <Editor initial={opening} />;
}

function renderEditor(initial: Values = { name: "Máy thở", features: ["a"] }) {
  opening = initial;
  const Stub = createRoutesStub([
    {
      path: "/",
      Component: OpenEditor,
      action: async ({ request }) => {
        const fields = Object.fromEntries(await request.formData()) as Record<string, string>;
        posted.push(fields);
        if (fields.name === "Trùng") return { ok: false, message: "Không lưu được", errors: { name: "Tên đã có" } };
        return { ok: true, message: "Đã lưu" };
      },
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
}

const nameBox = () => screen.getByRole("textbox", { name: "Tên" });
const state = () => screen.getByTestId("state").textContent;

afterEach(() => {
  posted.length = 0;
  guard = {};
  vi.restoreAllMocks();
});

describe("useSchemaForm", () => {
  it("shows a field's error once the editor leaves it, not while typing first", () => {
    renderEditor();
    fireEvent.change(nameBox(), { target: { value: " " } });
    expect(screen.queryByText("Vui lòng nhập tên")).toBeNull();
    fireEvent.blur(nameBox());
    expect(screen.getByText("Vui lòng nhập tên")).toBeTruthy();
    expect(nameBox().getAttribute("aria-invalid")).toBe("true");
  });

  it("refuses a submission the schema refuses: nothing is posted, every error shows, the first field is focused", async () => {
    renderEditor({ name: "", features: [""] });
    fireEvent.click(screen.getByRole("button", { name: "Lưu" }));
    expect(screen.getByText("Vui lòng nhập tên")).toBeTruthy();
    // A list's error shows at the list's own place too.
    expect(screen.getByText("Vui lòng nhập đặc điểm")).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(nameBox()));
    expect(posted).toEqual([]);
  });

  it("posts the body with the extra fields, and what was saved is no longer a change", async () => {
    renderEditor();
    fireEvent.change(nameBox(), { target: { value: "Máy thở mới" } });
    expect(state()).toBe("dirty a");
    fireEvent.click(screen.getByRole("button", { name: "Lưu" }));
    expect(await screen.findByText("Đã lưu")).toBeTruthy();
    expect(posted).toEqual([{ name: "Máy thở mới", features: '["a"]', intent: "save", version: "7" }]);
    await waitFor(() => expect(state()).toBe("clean a"));
  });

  it("keeps the server's error while the field holds the refused value, and every value typed", async () => {
    renderEditor();
    fireEvent.change(nameBox(), { target: { value: "Trùng" } });
    fireEvent.click(screen.getByRole("button", { name: "Lưu" }));
    expect(await screen.findByText("Tên đã có")).toBeTruthy();
    expect(nameBox()).toHaveProperty("value", "Trùng");
    expect(state()).toBe("dirty a");
    fireEvent.change(nameBox(), { target: { value: "Trùng nữa" } });
    expect(screen.queryByText("Tên đã có")).toBeNull();
  });

  it("drops a refusal's message once the field it named is fixed", async () => {
    renderEditor();
    fireEvent.change(nameBox(), { target: { value: "Trùng" } });
    fireEvent.click(screen.getByRole("button", { name: "Lưu" }));
    expect(await screen.findByText("Tên đã có")).toBeTruthy();
    expect(screen.getByTestId("refusal").textContent).toBe("Không lưu được");
    fireEvent.change(nameBox(), { target: { value: "Tên khác" } });
    expect(screen.getByTestId("refusal").textContent).toBe("");
    // Back to the refused value: the refusal holds again.
    fireEvent.change(nameBox(), { target: { value: "Trùng" } });
    expect(screen.getByTestId("refusal").textContent).toBe("Không lưu được");
  });

  it("guards changes made after a save only when the editor stays on its screen", async () => {
    const beforeUnload = () => {
      const event = new Event("beforeunload", { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    for (const staysAfterSave of [false, true]) {
      guard = { unsavedMessage: "Bạn có thay đổi chưa lưu", staysAfterSave };
      renderEditor();
      fireEvent.change(nameBox(), { target: { value: "Máy thở mới" } });
      expect(beforeUnload()).toBe(true);
      fireEvent.click(screen.getByRole("button", { name: "Lưu" }));
      expect(await screen.findByText("Đã lưu")).toBeTruthy();
      await waitFor(() => expect(state()).toBe("clean a"));
      fireEvent.change(nameBox(), { target: { value: "Máy thở mới hơn" } });
      expect(beforeUnload()).toBe(staysAfterSave);
      cleanup();
    }
  });

  it("edits lists in place and restores a draft", () => {
    renderEditor();
    const features = () => form.list("features");
    act(() => features().insert("b"));
    act(() => features().insert("c", 0));
    expect(state()).toBe("dirty c|a|b");
    act(() => features().move(0, 2));
    expect(state()).toBe("dirty a|b|c");
    act(() => features().replace(1, "B"));
    act(() => features().remove(0));
    expect(state()).toBe("dirty B|c");
    act(() => form.reset({ name: "Máy thở", features: ["a"] }));
    expect(state()).toBe("clean a");
    act(() => form.reset({ name: "Bản nháp", features: [] }, { saved: true }));
    expect(state()).toBe("clean ");
    expect(nameBox()).toHaveProperty("value", "Bản nháp");
  });
});

describe("form state", () => {
  it("keys errors by path and by the path's field", () => {
    const parsed = z.object({ slides: z.array(z.object({ title: z.string().min(1, "Tiêu đề") })) }).safeParse({
      slides: [{ title: "x" }, { title: "" }],
    });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(schemaErrors(parsed.error)).toEqual({ "slides.1.title": "Tiêu đề", slides: "Tiêu đề" });
  });

  it("reads a value at a dotted path", () => {
    expect(valueAt({ slides: [{ title: "a" }, { title: "b" }] }, "slides.1.title")).toBe("b");
    expect(valueAt({ features: "[]" }, "features.0.title")).toBeUndefined();
  });
});
