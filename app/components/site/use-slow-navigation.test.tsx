import { act, fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, Link } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SLOW_NAVIGATION_MS, useSlowNavigation } from "./use-slow-navigation";

function Probe() {
  const slow = useSlowNavigation();
  return (
    <>
      <Link to="/next">next</Link>
      <output>{slow ? `slow ${slow.pathname}` : "none"}</output>
    </>
  );
}

function Arrived() {
  return <p>arrived</p>;
}

/** A stub whose /next loader answers when the test says so. */
function renderStub() {
  let answer: () => void = () => {};
  const Stub = createRoutesStub([
    { path: "/", Component: Probe },
    {
      path: "/next",
      Component: Arrived,
      loader: () =>
        new Promise<null>((resolve) => {
          answer = () => resolve(null);
        }),
    },
  ]);
  render(<Stub initialEntries={["/"]} />);
  return { answer: () => answer() };
}

/** The clock is the test's only between the click and the answer (Testing Library's find* polls with timers). */
function clickWithTestClock(link: HTMLElement) {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  fireEvent.click(link);
}

afterEach(() => {
  vi.useRealTimers();
});

describe("useSlowNavigation", () => {
  it("says nothing of a navigation answered within the threshold: no flicker", async () => {
    const stub = renderStub();
    clickWithTestClock(await screen.findByRole("link", { name: "next" }));
    await act(async () => {
      vi.advanceTimersByTime(SLOW_NAVIGATION_MS - 10);
    });
    expect(screen.getByRole("status").textContent).toBe("none");
    await act(async () => stub.answer());
    vi.useRealTimers();
    expect(await screen.findByText("arrived")).toBeTruthy();
  });

  it("names the pending location once the navigation takes longer", async () => {
    const stub = renderStub();
    clickWithTestClock(await screen.findByRole("link", { name: "next" }));
    await act(async () => {
      vi.advanceTimersByTime(SLOW_NAVIGATION_MS);
    });
    expect(screen.getByRole("status").textContent).toBe("slow /next");
    await act(async () => stub.answer());
    vi.useRealTimers();
    expect(await screen.findByText("arrived")).toBeTruthy();
  });
});
