import { act, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AutosaveOffer } from "./autosave-offer";
import { autosaveKey, type ServerDraftOptions, useAutosave } from "./use-autosave";

const KEY = autosaveKey("article", 7);

function Editor({ loaded, server }: { loaded: string; server?: ServerDraftOptions<{ title: string }> }) {
  const [title, setTitle] = useState(loaded);
  const [saved, setSaved] = useState(false);
  const kept = useAutosave({
    key: KEY,
    loaded: { title: loaded },
    values: { title },
    dirty: title !== loaded,
    saved,
    server,
  });
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

const VERSION = "2026-11-26T03:00:00.123456Z";
/** An editor of an item loaded at VERSION, showing whether its offer is older. */
/** The last rendered Versioned editor's `leave`. */
let leaveVersioned = () => {};

function Versioned({ server }: { server?: ServerDraftOptions<{ title: string }> }) {
  const [title, setTitle] = useState("Bài cũ");
  const kept = useAutosave({
    key: KEY,
    loaded: { title: "Bài cũ" },
    version: VERSION,
    values: { title },
    dirty: title !== "Bài cũ",
    saved: false,
    server,
  });
  leaveVersioned = kept.leave;
  return (
    <>
      <output>{kept.offer ? (kept.older ? "older" : "same") : "none"}</output>
      <input aria-label="Tiêu đề" value={title} onChange={(event) => setTitle(event.target.value)} />
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

  describe("with a server draft (an existing item)", () => {
    const sent: Record<string, string>[] = [];
    beforeEach(() => {
      sent.length = 0;
      vi.stubGlobal(
        "fetch",
        vi.fn(async (_url: string, init: { body: FormData }) => {
          sent.push(Object.fromEntries(init.body) as Record<string, string>);
          return new Response(JSON.stringify({ ok: true }));
        }),
      );
    });
    afterEach(() => vi.unstubAllGlobals());
    const drafts = () => sent.filter((fields) => fields.intent === "draft" || fields.intent === "discard");

    it("sends the form every 30 s only when it changed since the last one sent, and discards it when back", async () => {
      render(<Editor loaded="Bài cũ" server={{ kind: "article", id: 7, draft: null }} />);
      fireEvent.change(title(), { target: { value: "Bài mới" } });
      await act(async () => vi.advanceTimersByTime(30_000));
      // With the values it was typed over.
      expect(drafts()).toEqual([
        { intent: "draft", kind: "article", id: "7", draft: '{"title":"Bài mới"}', base: '{"title":"Bài cũ"}' },
      ]);
      await act(async () => vi.advanceTimersByTime(60_000));
      expect(drafts()).toHaveLength(1);
      fireEvent.change(title(), { target: { value: "Bài mới hơn" } });
      await act(async () => vi.advanceTimersByTime(30_000));
      expect(drafts().at(-1)?.draft).toBe('{"title":"Bài mới hơn"}');
      fireEvent.change(title(), { target: { value: "Bài cũ" } });
      await act(async () => vi.advanceTimersByTime(30_000));
      expect(drafts().at(-1)).toEqual({ intent: "discard", kind: "article", id: "7" });
      expect(drafts()).toHaveLength(3);
    });

    it("offers the newer of the browser's copy and the server draft; dismissing discards both", async () => {
      const older = new Date(Date.UTC(2026, 10, 25, 1, 30)).toISOString();
      const newer = new Date(Date.UTC(2026, 10, 25, 2, 45)).toISOString();
      window.localStorage.setItem(KEY, JSON.stringify({ savedAt: older, values: { title: "Bản trong trình duyệt" } }));
      const server = {
        kind: "article" as const,
        id: 7,
        draft: { savedAt: newer, values: { title: "Bản trên máy chủ" } },
      };
      const { unmount } = render(<Editor loaded="Bài cũ" server={server} />);
      screen.getByRole("region", { name: "Khôi phục bản nháp chưa lưu (lúc 09:45)?" });
      fireEvent.click(screen.getByRole("button", { name: "Khôi phục" }));
      expect(title().value).toBe("Bản trên máy chủ");
      // The restored draft is the one kept: nothing sent until the form changes.
      await act(async () => vi.advanceTimersByTime(30_000));
      expect(drafts()).toEqual([]);
      unmount();

      // A server draft equal to the item is not offered; the browser's differing copy is.
      window.localStorage.setItem(KEY, JSON.stringify({ savedAt: older, values: { title: "Bản trong trình duyệt" } }));
      const same = { ...server, draft: { savedAt: newer, values: { title: "Bài cũ" } } };
      const second = render(<Editor loaded="Bài cũ" server={same} />);
      screen.getByRole("region", { name: "Khôi phục bản nháp chưa lưu (lúc 08:30)?" });
      second.unmount();

      render(<Editor loaded="Bài cũ" server={server} />);
      fireEvent.click(screen.getByRole("button", { name: "Bỏ qua" }));
      expect(title().value).toBe("Bài cũ");
      expect(kept()).toBeNull();
      expect(drafts()).toEqual([{ intent: "discard", kind: "article", id: "7" }]);
    });
  });
  describe("the version a draft was typed over", () => {
    const sent: Record<string, string>[] = [];
    beforeEach(() => {
      sent.length = 0;
      vi.stubGlobal(
        "fetch",
        vi.fn(async (_url: string, init: { body: FormData }) => {
          sent.push(Object.fromEntries(init.body) as Record<string, string>);
          return new Response(JSON.stringify({ ok: true }));
        }),
      );
    });
    afterEach(() => vi.unstubAllGlobals());

    it("records it in the browser's copy and the server draft, with the values loaded from it", async () => {
      render(<Versioned server={{ kind: "article", id: 7, draft: null }} />);
      fireEvent.change(title(), { target: { value: "Bài mới" } });
      act(() => vi.advanceTimersByTime(1000));
      expect(JSON.parse(window.localStorage.getItem(KEY) ?? "null")).toMatchObject({
        baseVersion: VERSION,
        base: { title: "Bài cũ" },
      });
      await act(async () => vi.advanceTimersByTime(30_000));
      expect(sent.find((fields) => fields.intent === "draft")).toMatchObject({
        version: VERSION,
        base: '{"title":"Bài cũ"}',
      });
    });

    it("forgets both copies when the editor leaves without saving, and keeps nothing after", async () => {
      render(<Versioned server={{ kind: "article", id: 7, draft: null }} />);
      fireEvent.change(title(), { target: { value: "Bỏ đi" } });
      await act(async () => vi.advanceTimersByTime(30_000));
      expect(JSON.parse(window.localStorage.getItem(KEY) ?? "null")?.values).toEqual({ title: "Bỏ đi" });
      act(() => leaveVersioned());
      expect(window.localStorage.getItem(KEY)).toBeNull();
      expect(sent.at(-1)).toEqual({ intent: "discard", kind: "article", id: "7" });
      await act(async () => vi.advanceTimersByTime(60_000));
      expect(window.localStorage.getItem(KEY)).toBeNull();
      expect(sent.filter((fields) => fields.intent === "draft")).toHaveLength(1);
    });

    it("calls an offer typed over another version older; one over this version is a plain restore", () => {
      const savedAt = new Date().toISOString();
      const other = { savedAt, values: { title: "Nháp" }, baseVersion: "2026-11-26T02:00:00.000001Z" };
      window.localStorage.setItem(KEY, JSON.stringify(other));
      const { unmount } = render(<Versioned />);
      expect(screen.getByRole("status").textContent).toBe("older");
      unmount();
      window.localStorage.setItem(KEY, JSON.stringify({ ...other, baseVersion: VERSION }));
      const same = render(<Versioned />);
      expect(screen.getByRole("status").textContent).toBe("same");
      same.unmount();
      // An older copy that changed nothing of the values it was typed over holds nothing of its own.
      window.localStorage.setItem(KEY, JSON.stringify({ ...other, base: { title: "Nháp" } }));
      render(<Versioned />);
      expect(screen.getByRole("status").textContent).toBe("none");
      expect(window.localStorage.getItem(KEY)).toBeNull();
    });
  });
});
