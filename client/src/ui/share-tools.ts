/**
 * What every link shown for sharing uses (the match link of SharePanel, a seat's personal link): a QR code as SVG
 * text (uqr, loaded as a chunk of its own, so no first page load carries it), drawn once the board is on screen and the page is
 * idle (core/after-board.ts), and copying to the clipboard with a short-lived "copied" flag.
 */
import { createSignal, type Accessor } from "solid-js";
import { afterBoardIdle } from "../core/after-board.ts";

/** The QR code of `text` as SVG markup, made now (a QR code the player asked for by opening its panel). */
export function qrNow(text: string): Promise<string> {
  return import("uqr").then((m) => m.renderSVG(text, { border: 1 }));
}

/** The QR code of `text` as SVG markup, made after the next paint when the page is idle (one shown unasked). */
export function qrSvg(text: string): Promise<string> {
  return afterBoardIdle().then(() => qrNow(text));
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
