import type { Locator } from "@playwright/test";

/**
 * The expanded state Chromium's accessibility tree gives an element, as a screen reader reads
 * it: true, false, or null when it has none. A popover's invoker and a details' summary carry
 * no aria-expanded (HTML forbids it there): the browser computes the state, which Playwright's
 * own role checks do not read, so this asks the browser (DevTools protocol).
 */
export async function axExpanded(locator: Locator): Promise<boolean | null> {
  const page = locator.page();
  const mark = `ax-${Math.random().toString(36).slice(2)}`;
  await locator.evaluate((element, value) => element.setAttribute("data-ax-probe", value), mark);
  const client = await page.context().newCDPSession(page);
  try {
    const { root } = await client.send("DOM.getDocument", { depth: 0 });
    const { nodeId } = await client.send("DOM.querySelector", {
      nodeId: root.nodeId,
      selector: `[data-ax-probe="${mark}"]`,
    });
    const { nodes } = await client.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
    const expanded = nodes[0]?.properties?.find((property) => property.name === "expanded");
    return expanded ? Boolean(expanded.value.value) : null;
  } finally {
    await client.detach();
    await locator.evaluate((element) => element.removeAttribute("data-ax-probe"));
  }
}
