/**
 * Link previews for shared match links: `/m/:id` is the app's index.html with an Open Graph title, description
 * and image for that match injected by HTMLRewriter, so a link pasted in a chat shows what it invites to. The tab's
 * own <title> names the match's game (`matchTitle`), not the invitation: the person who opened the link has joined. The
 * options in effect are named from the game's own lobby description (engine/<game>/lobby-options.ts). Absolute
 * URLs (og:url, og:image) are built from the configured public origin (the PUBLIC_ORIGIN var), never from the
 * request's Host header, which the client chooses; without a valid one they are left out.
 */
import { findGame } from "../engine/index.ts";
import type { MatchSummary } from "../contract/protocol.ts";
import { escapeAttr } from "./page-head.ts";

export function previewText(m: MatchSummary): { title: string; description: string } {
  const module = findGame(m.game);
  const game = module?.name ?? m.game;
  const names = m.seats.filter((s) => s.taken).map((s) => s.name ?? "?");
  const free = m.seats.filter((s) => !s.taken).length;
  const lobby = module?.lobby;
  const opts = lobby ? lobby.inEffect(m.options).map((k) => lobby.options.find((o) => o.key === k)?.name ?? k) : [];
  const title =
    m.status === "finished"
      ? `${game} — final result on Meeplehall`
      : free > 0
        ? `Join my ${game} game on Meeplehall`
        : `Watch ${game} live on Meeplehall`;
  const who = names.length ? `Players: ${names.join(", ")}.` : "";
  const seats =
    m.status === "finished"
      ? "The game is over."
      : free > 0
        ? `${free} of ${m.players} seats free — open the link to play, no account needed.`
        : `${m.players} players, live.`;
  return { title, description: [who, seats, opts.length ? `With ${opts.join(", ")}.` : ""].filter(Boolean).join(" ") };
}

/** A match page's tab title ("Carcassonne · Meeplehall"); the client sets the same (pages/match-title.ts). */
export function matchTitle(m: MatchSummary): string {
  return `${findGame(m.game)?.name ?? m.game} · Meeplehall`;
}

/** The http(s) origin of a configured public origin, or null when it is missing or not one. */
export function publicOrigin(configured: string | undefined): string | null {
  if (!configured) return null;
  try {
    const u = new URL(configured);
    return u.protocol === "https:" || u.protocol === "http:" ? u.origin : null;
  } catch {
    return null;
  }
}

/** The index page with the match's preview tags (or untouched when the match does not exist). */
export function withPreview(index: Response, m: MatchSummary | null, configuredOrigin: string | undefined): Response {
  if (!m) return index;
  const { title, description } = previewText(m);
  const origin = publicOrigin(configuredOrigin);
  const urls = origin
    ? [
        ["og:url", `${origin}/m/${m.id}`],
        ["og:image", `${origin}/og.png`],
        ["og:image:width", "1200"],
        ["og:image:height", "630"],
      ]
    : [];
  const tags = [["og:type", "website"], ["og:site_name", "Meeplehall"], ["og:title", title], ["og:description", description], ...urls].map(
    ([p, c]) => `<meta property="${p}" content="${escapeAttr(c!)}">`,
  );
  tags.push(
    `<meta name="description" content="${escapeAttr(description)}">`,
    `<meta name="twitter:card" content="${origin ? "summary_large_image" : "summary"}">`,
  );
  return new HTMLRewriter()
    .on("title", { element: (e) => void e.setInnerContent(matchTitle(m)) })
    .on("head", { element: (e) => void e.append(tags.join(""), { html: true }) })
    .transform(index);
}
