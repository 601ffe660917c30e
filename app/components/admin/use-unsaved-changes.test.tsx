import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub, Link } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useUnsavedChanges } from "./use-unsaved-changes";

const MESSAGE = "Bạn có thay đổi chưa lưu. Rời khỏi trang này?";

const left = vi.fn();

function Form() {
  const [dirty, setDirty] = useState(false);
  useUnsavedChanges(dirty, MESSAGE, left);
  return (
    <>
      <button type="button" onClick={() => setDirty(true)}>
        Sửa
      </button>
      <button type="button" onClick={() => setDirty(false)}>
        Lưu
      </button>
      <Link to="/list">Hủy</Link>
    </>
  );
}

function List() {
  return <h1>Danh sách</h1>;
}

function renderForm() {
  const Stub = createRoutesStub([
    { path: "/form", Component: Form },
    { path: "/list", Component: List },
  ]);
  render(<Stub initialEntries={["/form"]} />);
}

const beforeUnload = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

afterEach(() => {
  vi.restoreAllMocks();
  left.mockClear();
});

describe("useUnsavedChanges", () => {
  it("lets an unchanged form go without asking", async () => {
    const confirm = vi.spyOn(window, "confirm");
    renderForm();
    expect(beforeUnload()).toBe(false);
    fireEvent.click(screen.getByRole("link", { name: "Hủy" }));
    expect(await screen.findByRole("heading", { name: "Danh sách" })).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });

  it("asks before leaving a changed form: staying keeps it, confirming leaves", async () => {
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true);
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Sửa" }));
    expect(beforeUnload()).toBe(true);

    fireEvent.click(screen.getByRole("link", { name: "Hủy" }));
    await vi.waitFor(() => expect(confirm).toHaveBeenCalledTimes(1));
    expect(confirm).toHaveBeenCalledWith(MESSAGE);
    expect(screen.getByRole("button", { name: "Sửa" })).toBeTruthy();

    expect(left).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("link", { name: "Hủy" }));
    expect(await screen.findByRole("heading", { name: "Danh sách" })).toBeTruthy();
    expect(confirm).toHaveBeenCalledTimes(2);
    // Leaving gave the changes up: the editor is told (its kept draft goes).
    expect(left).toHaveBeenCalledTimes(1);
  });

  it("stops asking once the form is saved", async () => {
    const confirm = vi.spyOn(window, "confirm");
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: "Sửa" }));
    fireEvent.click(screen.getByRole("button", { name: "Lưu" }));
    expect(beforeUnload()).toBe(false);
    fireEvent.click(screen.getByRole("link", { name: "Hủy" }));
    expect(await screen.findByRole("heading", { name: "Danh sách" })).toBeTruthy();
    expect(confirm).not.toHaveBeenCalled();
  });
});
