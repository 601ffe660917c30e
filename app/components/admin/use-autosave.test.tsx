import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AutosaveOffer } from "./autosave-offer";
import { autosaveKey, useAutosave } from "./use-autosave";

const KEY = autosaveKey("article", 7);

function Editor({ loaded }: { loaded: string }) {
  const [title, setTitle] = useState(loaded);
  const [saved, setSaved] = useState(false);
  const kept = useAutosave({ key: KEY, loaded: { title: loaded }, values: { title }, dirty: title !== loaded, saved });
  return (
    <>
      <AutosaveOffer
        offer={kept.offer}
        onRestore={() => setTitle(kept.restore()?.title ?? title)}
        onDiscard={kept.discard}
      />
      <input aria-label="Tiêu đề" value={title} onChange={(event) => setTitle(event.target.value)} />
      <button type="button" onClick={() => setSaved(true)}>
        Lưu
      </button>
    </>
  );
}

const kept = () => JSON.parse(window.localStorage.getItem(KEY) ?? "null") as { values: { title: string } } | null;

const title = () => screen.getByLabelText<HTMLInputElement>("Tiêu đề");

describe("useAutosave", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => vi.useRealTimers());

  it("keeps the typed values after a pause and forgets them once saved", () => {
    render(<Editor loaded="Bài cũ" />);
    expect(autosaveKey("product", null)).toBe("autosave:product:new");
    fireEvent.change(screen.getByLabelText("Tiêu đề"), { target: { value: "Bài mới" } });
    expect(kept()).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    expect(kept()?.values).toEqual({ title: "Bài mới" });
    fireEvent.click(screen.getByRole("button", { name: "Lưu" }));
    expect(kept()).toBeNull();
  });

  it("offers a kept copy that differs from the loaded item; restore brings it back, discard forgets it", () => {
    const savedAt = new Date(Date.UTC(2026, 10, 25, 1, 30)).toISOString();
    window.localStorage.setItem(KEY, JSON.stringify({ savedAt, values: { title: "Chưa lưu" } }));
    const { unmount } = render(<Editor loaded="Bài cũ" />);
    screen.getByRole("region", { name: "Khôi phục bản nháp chưa lưu (lúc 08:30)?" });
    fireEvent.click(screen.getByRole("button", { name: "Khôi phục" }));
    expect(screen.queryByRole("region")).toBeNull();
    expect(title().value).toBe("Chưa lưu");
    unmount();

    render(<Editor loaded="Bài cũ" />);
    fireEvent.click(screen.getByRole("button", { name: "Bỏ qua" }));
    expect(title().value).toBe("Bài cũ");
    expect(kept()).toBeNull();
  });

  it("offers nothing when the kept copy equals the loaded item", () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ savedAt: new Date().toISOString(), values: { title: "Bài cũ" } }),
    );
    render(<Editor loaded="Bài cũ" />);
    expect(screen.queryByRole("region")).toBeNull();
    expect(kept()).toBeNull();
  });
});
