import { fireEvent, render, screen } from "@testing-library/react";
import { createRoutesStub, data, useRouteError } from "react-router";
import { describe, expect, it } from "vitest";
import { DashboardError, dashboardErrorMessage } from "./dashboard-error";

let fail = true;

function Dashboard() {
  return <h1>Dashboard</h1>;
}

function Boundary() {
  return <DashboardError error={useRouteError()} />;
}

function Loading() {
  return <p>…</p>;
}

describe("the dashboard's error boundary", () => {
  it("shows 'Lỗi bảng điều khiển' with the message, and retrying loads the dashboard", async () => {
    const Stub = createRoutesStub([
      {
        path: "/admin/dashboard",
        loader() {
          if (fail) throw data("Failed to load dashboard", { status: 500 });
          return { total: 53 };
        },
        Component: Dashboard,
        ErrorBoundary: Boundary,
        HydrateFallback: Loading,
      },
    ]);
    render(<Stub initialEntries={["/admin/dashboard"]} />);
    expect(await screen.findByRole("heading", { name: "Lỗi bảng điều khiển" })).toBeTruthy();
    expect(screen.getByText("Failed to load dashboard")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole("button", { name: "Thử lại" }));
    expect(await screen.findByRole("heading", { name: "Dashboard" })).toBeTruthy();
  });

  it("uses the error's own message, or the fallback", () => {
    const fallback = "Failed to load dashboard";
    expect(dashboardErrorMessage(new Error("Mất kết nối"), fallback)).toBe("Mất kết nối");
    expect(dashboardErrorMessage(new Error(""), fallback)).toBe(fallback);
    expect(dashboardErrorMessage("nonsense", fallback)).toBe(fallback);
  });
});
