/**
 * What every link shown for sharing uses (the match link of SharePanel, a seat's personal link): a QR code as SVG
 * text (uqr, loaded as a chunk of its own, so no first page load carries it), drawn once the page has painted and is
 * idle, and copying to the clipboard with a short-lived "copied" flag.
 */
import { createSignal, type Accessor } from "solid-js";

/**
 * Resolves once the next frame is painted and the page is idle (lazy parts of the board loaded and drawn). No idle
 * timeout: on a slow or busy device a timeout would start the QR chunk while the board is still being drawn.
 */
export const afterPaint = () =>
  new Promise<void>((res) => requestAnimationFrame(() => (typeof requestIdleCallback === "function" ? requestIdleCallback(() => res()) : setTimeout(res, 100))));

/** The QR code of `text` as SVG markup, made now (a QR code the player asked for by opening its panel). */
export function qrNow(text: string): Promise<string> {
  return import("uqr").then((m) => m.renderSVG(text, { border: 1 }));
}

/** The QR code of `text` as SVG markup, made after the next paint when the page is idle (one shown unasked). */
export function qrSvg(text: string): Promise<string> {
  return afterPaint().then(() => qrNow(text));
}

/** `copy(text)` writes to the clipboard; `copied()` is true for 1.5 s after it worked. */
export function createCopier(): { copy: (text: string) => Promise<void>; copied: Accessor<boolean> } {
  const [copied, setCopied] = createSignal(false);
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      setCopied(false);
    }
  };
  return { copy, copied };
}
