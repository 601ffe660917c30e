import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { TagInput } from "./tag-input";

function Tags() {
  const [tags, setTags] = useState(["Nội soi"]);
  return <TagInput label="Thẻ" value={tags} onChange={setTags} />;
}

describe("TagInput", () => {
  it("says a tag is there already, clears it from the box, and adds the next one alone", async () => {
    const Stub = createRoutesStub([{ path: "/", Component: Tags }]);
    render(<Stub initialEntries={["/"]} />);
    const box = await screen.findByRole("textbox");
    fireEvent.change(box, { target: { value: " nội soi " } });
    fireEvent.keyDown(box, { key: "Enter" });
    expect(screen.getByRole("alert").textContent).toBe("Thẻ này đã có");
    expect(box).toHaveProperty("value", "");
    expect(box.getAttribute("aria-invalid")).toBe("true");
    fireEvent.change(box, { target: { value: "Hồi sức" } });
    expect(screen.queryByRole("alert")).toBeNull();
    fireEvent.keyDown(box, { key: "Enter" });
    const list = screen.getByRole("list", { name: "Thẻ" });
    expect([...list.querySelectorAll("li span")].map((tag) => tag.textContent)).toEqual(["Nội soi", "Hồi sức"]);
  });
});
