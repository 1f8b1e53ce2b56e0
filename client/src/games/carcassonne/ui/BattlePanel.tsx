/**
 * The dice battle panel (rules §3 "battle"): the sides with their dice and why (small meeples, the big one, their
 * own faction symbol, max 3), then each round rolled in turn — a short roll, then the values with each side's
 * highest die marked, ties (+1 each), the loser (+1 per die, meeples back) — and the winner. Not modal: it lies over a
 * corner of the board (`corner`, chosen by BattleCenter away from the battle's mark), which keeps its size, and play
 * goes on. With prefers-reduced-motion everything shows at once; a polite live region reads the outcome.
 * Names and colours come from the match context; a team fights as one side (`sideName`).
 */
import { createMemo, createSignal, For, Index, onCleanup, onMount, Show } from "solid-js";
import type { Battle } from "../../../../../engine/carcassonne/star-wars/sw-state.ts";
import { useMatch } from "../../../core/match-context.tsx";
import { battleRounds, battleTotals, diceReasons, sideName, timeline } from "../battle-model.ts";
import type { TeamInfo } from "../factions.ts";
import { tb } from "../i18n/index.ts";
import { t } from "../../../i18n/i18n.ts";
import { BattleRound } from "./BattleRound.tsx";

export interface BattlePanelProps {
  battle: Battle;
  /** "Battle for the planet Kamino". */
  title: string;
  /** The teams of the team variant (empty otherwise). */
  teams: readonly TeamInfo[];
  /** Which corner of the board it lies over. */
  corner: "left" | "right" | "top" | "bottom";
  /** The battle's number in the match (1-based), for tests and styles telling one battle from the next. */
  number: number;
  onClose: () => void;
}

const reducedMotion = () => typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches;

export function BattlePanel(props: BattlePanelProps) {
  const m = useMatch();
  const name = (seat: number) => sideName(props.teams, seat, m.name(seat), tb);
  const rounds = createMemo(() => battleRounds(props.battle));
  const totals = createMemo(() => battleTotals(props.battle));
  const [shown, setShown] = createSignal(0);
  const [rolling, setRolling] = createSignal(false);
  const [tick, setTick] = createSignal(0);
  const done = () => shown() === rounds().length && !rolling();
  const timers: ReturnType<typeof setTimeout>[] = [];
  onMount(() => {
    for (const step of timeline(rounds().length, reducedMotion()))
      timers.push(
        setTimeout(() => {
          setShown(step.shown);
          setRolling(step.rolling);
        }, step.at),
      );
    const spin = setInterval(() => rolling() && setTick(tick() + 1), 90);
    onCleanup(() => {
      timers.forEach(clearTimeout);
      clearInterval(spin);
    });
  });
  const reasons = (side: Battle["sides"][number]) => {
    const r = diceReasons(side);
    const parts = [
      ...(r.small > 0 ? [tb("reasonSmall", { n: r.small })] : []),
      ...(r.big > 0 ? [tb("reasonBig")] : []),
      ...(r.symbol ? [tb("reasonSymbol")] : []),
      ...(r.capped ? [tb("reasonMax")] : []),
    ];
    return parts.join(" + ");
  };
  const winner = () => props.battle.sides.find((s) => s.won);
  const summary = () =>
    [
      tb("battleSummary", { name: name(winner()?.seat ?? 0) }),
      ...totals()
        .filter((x) => x.points > 0)
        .map((x) => `${name(x.seat)} +${x.points}`),
    ].join(". ");
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "Escape") props.onClose();
  };
  return (
    <section
      class={`battle at-${props.corner}`}
      data-battle={props.number}
      role="dialog"
      aria-modal="false"
      aria-label={props.title}
      data-testid="battle-panel"
      data-done={done()}
      onKeyDown={onKey}
    >
      <button type="button" class="close" onClick={() => props.onClose()} aria-label={t("close")} title={t("close")}>
        ×
      </button>
      <h2>{props.title}</h2>
      <ul class="battle-sides">
        <For each={props.battle.sides}>
          {(side) => (
            <li data-seat={side.seat}>
              <span class="chip" style={{ background: m.colour(side.seat) }} />
              <strong>{name(side.seat)}</strong>: {tb("diceCount", { n: side.dice })} <span class="muted small">({reasons(side)})</span>
            </li>
          )}
        </For>
      </ul>
      <ol class="battle-rounds">
        <Index each={rounds().slice(0, shown() + (rolling() ? 1 : 0))}>
          {(round, i) => <BattleRound round={round()} rolling={rolling() && i === shown()} tick={tick()} name={name} />}
        </Index>
      </ol>
      <Show when={done()}>
        <p class="battle-result" data-testid="battle-result">
          <strong>{tb("battleSummary", { name: name(winner()?.seat ?? 0) })}</strong>
          <For each={totals().filter((x) => x.points > 0)}>
            {(x) => (
              <span class="points" data-seat={x.seat}>
                {" "}
                · {name(x.seat)} +{x.points}
                <Show when={x.lost > 0}> ({tb("meeplesBack")})</Show>
              </span>
            )}
          </For>
        </p>
      </Show>
      <p class="sr-only" aria-live="polite">
        {done() ? `${props.title}. ${summary()}.` : ""}
      </p>
      <button type="button" class="primary" onClick={() => props.onClose()} data-testid="battle-close">
        {t("close")}
      </button>
    </section>
  );
}
