import { act, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  cookieIndicatesEnglish,
  TRANSLATE_SCRIPT_URL,
  TRANSLATION_TIMING,
  TranslationOverlay,
  watchTranslation,
} from "./translation-overlay";

const { checkIntervalMs, maxChecks, settleMs, cookieHideMs } = TRANSLATION_TIMING;

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie the overlay sets
  document.cookie = "googtrans=; max-age=0; path=/";
}

beforeEach(() => {
  vi.useFakeTimers();
  clearCookie();
  document.documentElement.className = "";
  for (const script of document.querySelectorAll("script")) script.remove();
});

afterEach(() => {
  vi.useRealTimers();
  clearCookie();
  document.documentElement.className = "";
  delete window.googleTranslateElementInit;
});

describe("watchTranslation", () => {
  it("checks every 400 ms and finishes 300 ms after the check that finds the page translated", () => {
    let translated = false;
    const isTranslated = vi.fn(() => translated);
    const onDone = vi.fn();
    watchTranslation({ isTranslated, alreadyEnglish: false, onDone });

    vi.advanceTimersByTime(checkIntervalMs * 2);
    expect(isTranslated).toHaveBeenCalledTimes(2);
    translated = true;
    vi.advanceTimersByTime(checkIntervalMs);
    expect(isTranslated).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(settleMs - 1);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDone).toHaveBeenCalledTimes(1);

    vi.advanceTimersByTime(60_000);
    expect(isTranslated).toHaveBeenCalledTimes(3);
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("gives up after 15 checks at 400 ms, then settles for 300 ms", () => {
    const isTranslated = vi.fn(() => false);
    const onDone = vi.fn();
    watchTranslation({ isTranslated, alreadyEnglish: false, onDone });

    vi.advanceTimersByTime(maxChecks * checkIntervalMs + settleMs - 1);
    expect(isTranslated).toHaveBeenCalledTimes(15);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(60_000);
    expect(isTranslated).toHaveBeenCalledTimes(15);
  });

  it("finishes about 500 ms after start when the cookie already asks for English", () => {
    const isTranslated = vi.fn(() => false);
    const onDone = vi.fn();
    watchTranslation({ isTranslated, alreadyEnglish: true, onDone });

    vi.advanceTimersByTime(cookieHideMs - 1);
    expect(onDone).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(isTranslated).not.toHaveBeenCalled();
  });

  it("does nothing more once cancelled", () => {
    const isTranslated = vi.fn(() => true);
    const onDone = vi.fn();
    const cancel = watchTranslation({ isTranslated, alreadyEnglish: false, onDone });
    vi.advanceTimersByTime(checkIntervalMs);
    cancel();
    vi.advanceTimersByTime(60_000);
    expect(onDone).not.toHaveBeenCalled();
  });
});

describe("cookieIndicatesEnglish", () => {
  it("reads the googtrans cookie among others", () => {
    expect(cookieIndicatesEnglish("googtrans=/vi/en")).toBe(true);
    expect(cookieIndicatesEnglish("a=1; googtrans=/auto/en; b=2")).toBe(true);
    expect(cookieIndicatesEnglish("")).toBe(false);
    expect(cookieIndicatesEnglish("googtrans=/vi/vi")).toBe(false);
    expect(cookieIndicatesEnglish("googtrans=/vi/en-GB")).toBe(false);
    expect(cookieIndicatesEnglish("xgoogtrans=/vi/en")).toBe(false);
  });
});

function renderOverlay() {
  const Stub = createRoutesStub([
    { id: "root", path: "/", loader: () => ({ lang: "en" }), children: [{ path: "*", Component: TranslationOverlay }] },
  ]);
  render(<Stub initialEntries={["/en/about"]} hydrationData={{ loaderData: { root: { lang: "en" } } }} />);
}

describe("TranslationOverlay", () => {
  it("shows 'Translating...', sets the cookie for a day, loads the script once, and hides once translated", () => {
    renderOverlay();
    expect(screen.getByRole("status").textContent).toContain("Translating...");
    expect(screen.getByText("Please wait while we translate the page to English")).toBeTruthy();
    expect(document.cookie).toContain("googtrans=/vi/en");
    const scripts = [...document.querySelectorAll("script")].filter((s) => s.src === TRANSLATE_SCRIPT_URL);
    expect(scripts).toHaveLength(1);
    expect(typeof window.googleTranslateElementInit).toBe("function");

    act(() => vi.advanceTimersByTime(checkIntervalMs * 3));
    expect(screen.queryByRole("status")).not.toBeNull();
    document.documentElement.classList.add("translated-ltr");
    act(() => vi.advanceTimersByTime(checkIntervalMs + settleMs));
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByText("Translating...")).toBeNull();
  });

  it("hides after the retries when the page never gets translated", () => {
    renderOverlay();
    act(() => vi.advanceTimersByTime(maxChecks * checkIntervalMs + settleMs - 1));
    expect(screen.queryByText("Translating...")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Translating...")).toBeNull();
  });

  it("hides about 500 ms after load when the cookie already asks for English", () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a visitor who came back within a day
    document.cookie = "googtrans=/vi/en; path=/";
    renderOverlay();
    act(() => vi.advanceTimersByTime(cookieHideMs - 1));
    expect(screen.queryByText("Translating...")).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText("Translating...")).toBeNull();
  });
});
