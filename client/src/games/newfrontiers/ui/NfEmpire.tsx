/**
 * One player's empire mat: name and running score, credits, VP chips, colonists on the mat, plain military, goals held (own goals
 * by name and condition, goal-text.ts), the colonies (home colony first) with their goods and colonists, the
 * developments, the explored worlds kept apart (inactive until settled), and the goals stockpile.
 */
import { For, Show } from "solid-js";
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import { useMatch } from "../../../core/match-context.tsx";
import { nt } from "../i18n/index.ts";
import { goalOf, tileOf } from "../../../../../engine/newfrontiers/catalogue-data.ts";
import { militaryOf } from "./nf-tile-facts.ts";
import { goalText } from "../goal-text.ts";
import { NfCube } from "./NfCube.tsx";
import { NfIcon } from "./NfIcon.tsx";
import { NfTile } from "./NfTile.tsx";

export function NfEmpire(props: { view: NfView; seat: number }) {
  const m = useMatch();
  const name = () => m.name(props.seat);
  const colour = () => m.colour(props.seat);
  const e = () => props.view.empires[props.seat]!;
  const me = () => props.view.seat === props.seat;
  /** The plain military on the empire's tiles (the red +N; specialised and conditional military are in the powers). */
  const military = () =>
    [...e().colonies.map((c) => c.tile), ...e().developments.map((d) => d.tile)].reduce((n, id) => {
      const tl = tileOf(id);
      return n + (tl ? militaryOf(tl) : 0);
    }, 0);
  return (
    <section
      class="nf-empire"
      classList={{ active: props.view.pending?.seat === props.seat, me: me() }}
      style={{ "--seat": colour() }}
      aria-label={nt("empireOf", { name: name() })}
      data-seat={props.seat}
      data-testid={`empire-${props.seat}`}
    >
      <header>
        <span class="chip" style={{ background: colour() }} />
        <strong class="nf-empire-name">
          {name()}
          <Show when={me()}> ({nt("you")})</Show>
        </strong>
        <span class="nf-stats">
          <span title={nt("hintCredits")} aria-label={nt("creditsN", { n: e().credits })} data-testid={`credits-${props.seat}`}>
            <NfIcon kind="credit" />
            {e().credits}
          </span>
          <span title={nt("hintVpChips")} aria-label={nt("vpChipsN", { n: e().vpChips })} data-testid={`vp-${props.seat}`}>
            <NfIcon kind="vp" />
            {e().vpChips}
          </span>
          <span title={nt("hintColonists")} aria-label={nt("colonistsMatN", { n: e().colonists })} data-testid={`colonists-${props.seat}`}>
            <NfIcon kind="colonist" />
            {e().colonists}
          </span>
          <Show when={military() !== 0}>
            <span
              class="nf-mil-total"
              title={nt("hintMilitaryTotal")}
              aria-label={`${nt("militaryTotal")}: ${military()}`}
              data-testid={`military-${props.seat}`}
            >
              <NfIcon kind="military" />
              {military()}
            </span>
          </Show>
          <Show when={props.view.goals}>
            <span title={nt("goals")}>{nt("goalsN", { n: e().goalCount })}</span>
          </Show>
          <Show when={e().banked > 0}>
            <span title={nt("banked")}>{nt("bankedN", { n: e().banked })}</span>
          </Show>
          <span class="nf-score" title={nt("hintScore")}>
            <small class="muted">{nt("scoreWord")} </small>
            <span data-testid={`empire-score-${props.seat}`}>{props.view.scores[props.seat] ?? 0}</span>
          </span>
        </span>
      </header>
      <ul class="nf-cards" aria-label={nt("colonies")}>
        <For each={e().colonies}>
          {(c) => (
            <li>
              <NfTile id={c.tile} good={c.good} colonists={c.colonists} />
            </li>
          )}
        </For>
      </ul>
      <Show when={e().developments.length > 0}>
        <ul class="nf-cards devs" aria-label={nt("developments")}>
          <For each={e().developments}>
            {(d) => (
              <li>
                <NfTile id={d.tile} />
              </li>
            )}
          </For>
        </ul>
      </Show>
      <Show when={e().explored.length > 0}>
        <div class="nf-explored">
          <span class="muted small">{nt("explored")}</span>
          <ul class="nf-cards" aria-label={nt("explored")}>
            <For each={e().explored}>
              {(w) => (
                <li>
                  <NfTile id={w} explored />
                </li>
              )}
            </For>
          </ul>
        </div>
      </Show>
      <Show when={props.view.goals && (e().stockpile.goods.length > 0 || e().stockpile.credits > 0)}>
        <p class="small nf-stockpile">
          {nt("stockpile")}: <For each={e().stockpile.goods}>{(g) => <NfCube kind={g} />}</For>{" "}
          {nt("creditsN", { n: e().stockpile.credits })}
        </p>
      </Show>
      <Show when={e().goals.length > 0}>
        <ul class="small nf-goals" aria-label={nt("goals")}>
          <For each={e().goals}>
            {(id) => (
              <Show when={goalOf(id)} fallback={<li>{id}</li>}>
                {(g) => (
                  <li>
                    <strong>{g().name}</strong> — {goalText(g())}
                  </li>
                )}
              </Show>
            )}
          </For>
        </ul>
      </Show>
    </section>
  );
}
