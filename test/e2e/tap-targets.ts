/**
 * Tap targets in the browser tests: every visible control of a page — buttons, links, inputs, selects,
 * elements with a button role or in the tab order, board spots included — must be at least 32 CSS px in both
 * directions (the board's <svg role=application> itself is not measured, its pieces are). A checkbox or radio inside a <label> counts as its label (the label is what a finger taps); a link
 * inside running text is exempt (WCAG 2.5.8's inline exception). `smallTargets(page)` lists the ones that are not.
 */
import type { Page } from "playwright-core";

export const MIN_TARGET_PX = 32;

/** In the page (a string: the tests' tsconfig has no DOM types): the controls under `min` px, one line each. */
const LIST = (min: number) => `(() => {
  const sel = "button, a[href], input:not([type=hidden]), select, textarea, summary, [role=button], [tabindex='0']";
  const out = [];
  for (const el of document.querySelectorAll(sel)) {
    if (el.closest("[aria-hidden=true], [inert]") || el.tagName.toLowerCase() === "svg") continue;
    const style = getComputedStyle(el);
    if (style.visibility === "hidden" || style.display === "none") continue;
    const label = el.closest("label");
    const target = el.tagName === "INPUT" && (el.type === "checkbox" || el.type === "radio") && label ? label : el;
    const r = target.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    // A link inside a sentence (its parent holds other text) is an inline target.
    if (el.tagName === "A" && style.display === "inline" && (el.parentElement?.textContent ?? "").trim() !== (el.textContent ?? "").trim()) continue;
    if (r.width + 0.5 < ${min} || r.height + 0.5 < ${min}) {
      const name = el.getAttribute("aria-label") ?? (el.textContent ?? "").trim().slice(0, 30);
      out.push(el.tagName.toLowerCase() + "." + String(el.getAttribute("class") ?? "").replace(/\\s+/g, ".") + ' "' + name + '" ' + Math.round(r.width) + "×" + Math.round(r.height));
    }
  }
  return out;
})()`;

/** One line per visible control smaller than MIN_TARGET_PX: its tag, class, name and size. */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate<string[]>(LIST(MIN_TARGET_PX));
}
