/**
 * Landing page: pick a game, its player count and options, who sits where (a person, or a bot of a level, for games
 * with bots), create a match, land in it. "Play now against bots" is one click: a match with you in seat 0 and a bot
 * of the default level in every other seat; your seat is claimed and the board opens. Its name field asks your name
 * there, before the match exists (no seat picker comes after it), prefilled with the name this browser remembers;
 * left empty, you are named after your colour. A clock may be chosen (pace/).
 * Under the form, a list links each game's "How to play" guide (/learn/:game).
 */
import { createResource, createSignal, For, Index, Show } from "solid-js";
import { api, isApiError } from "../api.ts";
import { t } from "../i18n/i18n.ts";
import { clientGame, clientGames } from "../games/registry.ts";
import { initialOptions, optionChecked, optionDefs, optionEnabled, optionsToSend, playerCounts, testHooks } from "../core/lobby.ts";
import { TopBar } from "../ui/TopBar.tsx";
import { ClockChoice } from "../pace/ClockChoice.tsx";
import { CLOCK_PRESETS, type ClockPresetId } from "../pace/clock-format.ts";
import { refusalText } from "../core/refusal.ts";
import {
  BOT_LEVELS,
  botName,
  botsAgainstYou,
  botsToSend,
  defaultPlayerName,
  resizeKinds,
  type BotLevel,
  type SeatKinds,
} from "../core/bots.ts";
import { seatColour } from "../../../contract/colors.ts";
import { NAME_MAX } from "../../../contract/names.ts";
import { colourName } from "../ui/colour-names.ts";
import { saveToken, storage } from "../storage.ts";

export function Home(props: { navigate: (path: string) => void }) {
  const [games] = createResource(async () => {
    const g = await api.games();
    return isApiError(g) ? [] : g;
  });
  const [game, setGame] = createSignal(clientGames[0]?.id ?? "");
  const [players, setPlayers] = createSignal(2);
  const [options, setOptions] = createSignal(initialOptions());
  const [kinds, setKinds] = createSignal<SeatKinds>([]);
  const seatKinds = () => resizeKinds(kinds(), players());
  const setKind = (seat: number, level: BotLevel | null) => setKinds(seatKinds().map((k, i) => (i === seat ? level : k)));
  const [busy, setBusy] = createSignal(false);
  const [clock, setClock] = createSignal<ClockPresetId>("none");
  const [error, setError] = createSignal<string | null>(null);
  const info = () => games()?.find((g) => g.id === game());
  const counts = () => playerCounts(info());
  const pickGame = (id: string) => {
    setGame(id);
    const c = counts();
    setPlayers(Math.min(Math.max(players(), c[0]!), c[c.length - 1]!));
  };
  const learn = (id: string) => (e: MouseEvent) => {
    e.preventDefault();
    props.navigate(`/learn/${id}`);
  };
  const setOption = (key: string, on: boolean) => setOptions({ ...options(), [game()]: { ...options()[game()], [key]: on } });
  // Test-only: `/?testDeck=base-U,base-E&testDice=6,1` asks for a forced tile order / dice; live servers refuse them.
  const forced = testHooks(location.search);
  const create = async (e: Event) => {
    e.preventDefault();
    setBusy(true);
    const r = await api.create(
      game(),
      players(),
      optionsToSend(game(), players(), options()[game()]),
      forced,
      info()?.bots ? botsToSend(seatKinds()) : [],
      clock() === "none" ? null : CLOCK_PRESETS[clock() as Exclude<ClockPresetId, "none">],
    );
    setBusy(false);
    if (isApiError(r)) setError(refusalText(r.error, {}, undefined));
    else props.navigate(`/m/${r.id}`);
  };
  const [name, setName] = createSignal(storage.get("name") ?? "");
  const playBots = async () => {
    setBusy(true);
    const typed = name().trim(),
      colour = storage.get("colour") || null;
    if (typed) storage.set("name", typed);
    const made = await api.create(
      game(),
      players(),
      optionsToSend(game(), players(), options()[game()]),
      forced,
      botsAgainstYou(players()),
    );
    const seat = isApiError(made)
      ? made
      : await api.claim(made.id, 0, typed || defaultPlayerName(colourName(seatColour(0, colour))), colour);
    setBusy(false);
    if (isApiError(seat)) return setError(refusalText(seat.error, {}, undefined));
    if (isApiError(made)) return;
    saveToken(made.id, seat.token);
    props.navigate(`/m/${made.id}`);
  };
  return (
    <>
      <TopBar />
      <main class="home">
        <h1>{t("appName")}</h1>
        <p class="tagline">{t("tagline")}</p>
        <form class="card" onSubmit={create}>
          <h2>{t("newGame")}</h2>
          <label>
            {t("game")}
            <select value={game()} onChange={(e) => pickGame(e.currentTarget.value)} data-testid="game">
              <For each={games() ?? []}>{(g) => <option value={g.id}>{g.name}</option>}</For>
            </select>
          </label>
          <Show when={info()}>
            {(g) => (
              <p class="game-info muted small" data-testid="game-info">
                {t("playersRange", { min: g().minPlayers, max: g().maxPlayers })}
                <Show when={g().dataNote}>
                  {" "}
                  ·{" "}
                  <span class="data-note" title={g().dataNote}>
                    {t("dataNote")}: {clientGame(g().id)?.dataNote() ?? g().dataNote}
                  </span>
                </Show>
              </p>
            )}
          </Show>
          <label>
            {t("players")}
            <select value={players()} onChange={(e) => setPlayers(Number(e.currentTarget.value))} data-testid="players">
              <For each={counts()}>
                {(n) => (
                  <option value={n} selected={n === players()}>
                    {n}
                  </option>
                )}
              </For>
            </select>
          </label>
          <For each={optionDefs(game())}>
            {(d) => (
              <label class="check" classList={{ disabled: !optionEnabled(d, players(), options()[game()]) }}>
                <input
                  type="checkbox"
                  data-option={d.key}
                  disabled={!optionEnabled(d, players(), options()[game()])}
                  checked={optionChecked(d, players(), options()[game()])}
                  onChange={(e) => setOption(d.key, e.currentTarget.checked)}
                />
                <span>
                  {d.label()}
                  <Show when={d.hint()}>{(h) => <small class="muted"> — {h()}</small>}</Show>
                </span>
              </label>
            )}
          </For>
          <Show when={info()?.bots}>
            <div class="seat-kinds">
              <Index each={seatKinds()}>
                {(kind, seat) => (
                  <label>
                    {t("seatKind", { seat: seat + 1 })}
                    <select
                      data-testid={`seat-kind-${seat}`}
                      onChange={(e) => setKind(seat, (e.currentTarget.value || null) as BotLevel | null)}
                    >
                      <option value="" selected={kind() === null}>
                        {t("seatPerson")}
                      </option>
                      <For each={BOT_LEVELS}>
                        {(level) => (
                          <option value={level} selected={kind() === level}>
                            {botName(level)}
                          </option>
                        )}
                      </For>
                    </select>
                  </label>
                )}
              </Index>
            </div>
          </Show>
          <ClockChoice value={clock()} onChange={setClock} />
          <button class="primary big" type="submit" disabled={busy()} data-testid="create">
            {busy() ? t("creating") : t("create")}
          </button>
          <Show when={info()?.bots}>
            <label>
              {t("yourName")}
              <input
                value={name()}
                maxLength={NAME_MAX}
                autocomplete="nickname"
                data-testid="bots-name"
                onInput={(e) => setName(e.currentTarget.value)}
                onKeyDown={(e) => {
                  if (e.key === "Enter") {
                    e.preventDefault();
                    if (!busy()) void playBots();
                  }
                }}
              />
            </label>
            <button class="big" type="button" disabled={busy()} onClick={() => void playBots()} data-testid="play-bots">
              {t("playBots")}
            </button>
          </Show>
          <Show when={error()}>
            <p class="error" role="alert">
              {error()}
            </p>
          </Show>
        </form>
        <section class="card howto-card" aria-labelledby="howto-games">
          <h2 id="howto-games">{t("howToPlay")}</h2>
          <ul>
            <For each={games() ?? []}>
              {(g) => (
                <li>
                  <a href={`/learn/${g.id}`} onClick={learn(g.id)} data-testid={`learn-${g.id}`}>
                    {g.name}
                  </a>
                </li>
              )}
            </For>
          </ul>
        </section>
      </main>
    </>
  );
}
