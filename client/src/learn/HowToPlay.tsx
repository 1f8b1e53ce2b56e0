/**
 * One game's "How to play" guide, the same on the /learn/:game page and in the match page's dialog: a screen at a
 * time (title, the game's own pieces drawn small, a few paragraphs), Back / Next buttons, one dot per screen to
 * jump, the arrow keys to page, and "n of m". The screen's text is announced politely when it changes; focus stays
 * on the control used. `onDone` (the dialog's close) adds a Done button on the last screen.
 */
import { createSignal, For, Show } from "solid-js";
import { tl, tlKey } from "./i18n/index.ts";
import { LearnArt } from "./art/LearnArt.tsx";
import { screenKeys, screensFor, stepTo, type LearnGame } from "./screens.ts";
import "./learn.css";

export function HowToPlay(props: {
  game: LearnGame;
  headingId: string;
  /** A match's options: its expansions' screens only (screens.ts `screensFor`). */
  options?: Readonly<Record<string, unknown>> | null;
  onDone?: () => void;
}) {
  const [at, setAt] = createSignal(0);
  const screens = () => screensFor(props.game, props.options);
  const screen = () => screens()[at()]!;
  const keys = () => screenKeys(props.game, screen());
  const last = () => at() === screens().length - 1;
  const go = (by: number) => setAt(stepTo(screens().length, at(), by));
  const onKey = (e: KeyboardEvent) => {
    if ((e.target as HTMLElement | null)?.matches?.("input, textarea, select")) return;
    if (e.key === "ArrowRight") {
      go(1);
      e.preventDefault();
    }
    if (e.key === "ArrowLeft") {
      go(-1);
      e.preventDefault();
    }
  };
  return (
    <div class="howto" data-testid="howto" data-game={props.game} onKeyDown={onKey}>
      <header class="howto-head">
        <h2 id={props.headingId}>{tl("howToPlayGame", { game: tlKey(`name.${props.game}`) })}</h2>
        <span class="muted small" data-testid="howto-step">
          {tl("step", { n: at() + 1, of: screens().length })}
        </span>
      </header>
      <section class="howto-screen" aria-live="polite" data-screen={screen().id}>
        <h3>{tlKey(keys().title)}</h3>
        <LearnArt game={props.game} art={screen().art} />
        <For each={keys().paras}>{(k) => <p>{tlKey(k)}</p>}</For>
      </section>
      <nav class="howto-nav" aria-label={tl("howToPlay")}>
        <button type="button" onClick={() => go(-1)} disabled={at() === 0} data-testid="howto-prev">
          {tl("prev")}
        </button>
        <ol class="howto-dots">
          <For each={screens()}>
            {(s, i) => (
              <li>
                <button
                  type="button"
                  class="howto-dot"
                  aria-label={tlKey(screenKeys(props.game, s).title)}
                  aria-current={i() === at() ? "step" : undefined}
                  title={tlKey(screenKeys(props.game, s).title)}
                  onClick={() => setAt(i())}
                >
                  <span />
                </button>
              </li>
            )}
          </For>
        </ol>
        <Show
          when={!last()}
          fallback={
            <Show when={props.onDone}>
              <button type="button" class="primary" onClick={() => props.onDone?.()} data-testid="howto-done">
                {tl("done")}
              </button>
            </Show>
          }
        >
          <button type="button" class="primary" onClick={() => go(1)} data-testid="howto-next">
            {tl("next")}
          </button>
        </Show>
      </nav>
    </div>
  );
}
