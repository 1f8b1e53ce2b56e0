/**
 * The match's chat: every line the server kept and sent (the welcome's, then each as it comes), names
 * and text shown as text (never markup), a box to write in for a seated player (spectators read), and a mute per
 * other player that hides their lines in this browser (remembered per match). Folded, it counts the lines that
 * arrived meanwhile. A refused line (too many at once) is shown by the page's refusal banner.
 */
import { createEffect, createMemo, createSignal, For, Show } from "solid-js";
import type { MatchState } from "../core/match-state.ts";
import { storage } from "../storage.ts";
import { tp } from "./i18n/index.ts";

const MAX_LINE = 500;

function mutedOf(matchId: string): number[] {
  try {
    const x: unknown = JSON.parse(storage.get(`mute:${matchId}`) ?? "[]");
    return Array.isArray(x) ? x.filter((n): n is number => Number.isInteger(n)) : [];
  } catch {
    return [];
  }
}

export function ChatPanel(props: { matchId: string; store: MatchState; onSend: (text: string) => void }) {
  const [text, setText] = createSignal("");
  const [open, setOpen] = createSignal(true);
  const [seen, setSeen] = createSignal(0);
  const [muted, setMuted] = createSignal<number[]>(mutedOf(props.matchId));
  const seated = () => props.store.seat !== null;
  const shown = createMemo(() => props.store.chat.filter((l) => !muted().includes(l.seat)));
  const hidden = () => props.store.chat.length - shown().length;
  const others = () => props.store.seats.filter((s) => s.taken && !s.botSeat && s.seat !== props.store.seat);
  const colourOf = (seat: number) => props.store.seats[seat]?.color ?? "transparent";
  let list: HTMLOListElement | undefined;
  createEffect(() => {
    const n = shown().length;
    if (open()) setSeen(n);
    if (list && n > 0) list.scrollTop = list.scrollHeight; // reading scrollHeight lays the page out: only with lines to show
  });
  const toggleMute = (seat: number) => {
    const next = muted().includes(seat) ? muted().filter((s) => s !== seat) : [...muted(), seat];
    setMuted(next);
    storage.set(`mute:${props.matchId}`, JSON.stringify(next));
  };
  const send = (e: Event) => {
    e.preventDefault();
    const line = text().trim();
    if (!line) return;
    props.onSend(line);
    setText("");
  };
  return (
    <section class="chat" data-testid="chat">
      <h2>
        <button type="button" class="link chat-toggle" aria-expanded={open()} onClick={() => setOpen(!open())}>
          {tp("chat")}
        </button>
        <Show when={!open() && shown().length > seen()}>
          <span class="badge" data-testid="chat-new">
            {tp("chatNew", { n: shown().length - seen() })}
          </span>
        </Show>
      </h2>
      <Show when={open()}>
        <ol class="chat-lines" ref={list} aria-live="polite" data-testid="chat-lines">
          <For each={shown()} fallback={<li class="muted">{tp("chatEmpty")}</li>}>
            {(l) => (
              <li>
                <span class="chat-dot" style={{ background: colourOf(l.seat) }} aria-hidden="true" />
                <b>{l.name}</b> <span>{l.text}</span>
              </li>
            )}
          </For>
        </ol>
        <Show when={hidden() > 0}>
          <p class="muted small">{tp("chatMuted", { n: hidden() })}</p>
        </Show>
        <Show when={seated()} fallback={<p class="muted small">{tp("chatSpectator")}</p>}>
          <form class="chat-form" onSubmit={send}>
            <input
              value={text()}
              maxLength={MAX_LINE}
              onInput={(e) => setText(e.currentTarget.value)}
              placeholder={tp("chatPlaceholder")}
              aria-label={tp("chatPlaceholder")}
              data-testid="chat-input"
            />
            <button type="submit" disabled={text().trim() === ""}>
              {tp("chatSend")}
            </button>
          </form>
        </Show>
        <Show when={others().length > 0}>
          <div class="chat-mutes">
            <For each={others()}>
              {(s) => (
                <button type="button" class="link small" aria-pressed={muted().includes(s.seat)} onClick={() => toggleMute(s.seat)}>
                  {muted().includes(s.seat) ? tp("chatUnmute", { name: s.name ?? "" }) : tp("chatMute", { name: s.name ?? "" })}
                </button>
              )}
            </For>
          </div>
        </Show>
      </Show>
    </section>
  );
}
