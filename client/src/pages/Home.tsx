/**
 * Landing page: every game as a card (GameCard: its board's picture, player count, pitch) with *Play now against
 * bots* one click away — a match with you in seat 0 and a bot of the default level in every other seat; your seat
 * is claimed and the board opens. The name field above the cards asks your name for it, before the match exists (no
 * seat picker comes after it), prefilled with the name this browser remembers; left empty, you are named after your
 * colour. Choosing a card opens its full match options under it (MatchOptions: players, options, who sits where, a
 * clock) and *Create match*, which lands you in the new match.
 */
import { createResource, createSignal, For, Show } from "solid-js";
import { api, isApiError, type GameInfo } from "../api.ts";
import { t } from "../i18n/i18n.ts";
import { initialOptions, optionsToSend, playerCounts, testHooks } from "../core/lobby.ts";
import { TopBar } from "../ui/TopBar.tsx";
import { CLOCK_PRESETS, type ClockPresetId } from "../pace/clock-format.ts";
import { refusalText } from "../core/refusal.ts";
import { botsAgainstYou, botsToSend, defaultPlayerName, resizeKinds, type BotLevel, type SeatKinds } from "../core/bots.ts";
import { seatColour } from "../../../contract/colors.ts";
import { NAME_MAX } from "../../../contract/names.ts";
import { colourName } from "../ui/colour-names.ts";
import { saveToken, storage } from "../storage.ts";
import { GameCard } from "./GameCard.tsx";
import { MatchOptions } from "./MatchOptions.tsx";
import "./home.css";

export function Home(props: { navigate: (path: string) => void }) {
  const [games] = createResource(async () => {
    const g = await api.games();
    return isApiError(g) ? [] : g;
  });
  /** The card whose options are open (none at first: the cards come first). */
  const [game, setGame] = createSignal<string | null>(null);
  const [players, setPlayers] = createSignal(2);
  const [options, setOptions] = createSignal(initialOptions());
  const [kinds, setKinds] = createSignal<SeatKinds>([]);
  const seatKinds = () => resizeKinds(kinds(), players());
  const setKind = (seat: number, level: BotLevel | null) => setKinds(seatKinds().map((k, i) => (i === seat ? level : k)));
  const [busy, setBusy] = createSignal(false);
  const [clock, setClock] = createSignal<ClockPresetId>("none");
  const [error, setError] = createSignal<string | null>(null);
  const infoOf = (id: string | null) => games()?.find((g) => g.id === id);
  const choose = (g: GameInfo) => {
    if (game() === g.id) return setGame(null);
    setGame(g.id);
    const c = playerCounts(g);
    setPlayers(Math.min(Math.max(players(), c[0]!), c[c.length - 1]!));
  };
  const learn = (id: string) => (e: MouseEvent) => {
    e.preventDefault();
    props.navigate(`/learn/${id}`);
  };
  const setOption = (key: string, on: boolean) => {
    const g = game();
    if (g) setOptions({ ...options(), [g]: { ...options()[g], [key]: on } });
  };
  // Test-only: `/?testDeck=base-U,base-E&testDice=6,1` asks for a forced tile order / dice; live servers refuse them.
  const forced = testHooks(location.search);
  const create = async (e: Event) => {
    e.preventDefault();
    const g = game();
    if (!g) return;
    setBusy(true);
    const r = await api.create(
      g,
      players(),
      optionsToSend(g, players(), options()[g]),
      forced,
      infoOf(g)?.bots ? botsToSend(seatKinds()) : [],
      clock() === "none" ? null : CLOCK_PRESETS[clock() as Exclude<ClockPresetId, "none">],
    );
    setBusy(false);
    if (isApiError(r)) setError(refusalText(r.error, {}, undefined));
    else props.navigate(`/m/${r.id}`);
  };
  const [name, setName] = createSignal(storage.get("name") ?? "");
  /** Play now: the chosen card's player count and options when it is this game's, else two players and the defaults. */
  const playBots = async (g: string) => {
    setBusy(true);
    const typed = name().trim(),
      colour = storage.get("colour") || null;
    if (typed) storage.set("name", typed);
    const n = game() === g ? players() : 2;
    const made = await api.create(g, n, optionsToSend(g, n, options()[g]), forced, botsAgainstYou(n));
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
        <div class="home-head">
          <div>
            <h1>{t("appName")}</h1>
            <p class="tagline">{t("tagline")}</p>
          </div>
          <Show when={games()?.some((g) => g.bots)}>
            <label class="home-name">
              {t("yourName")}
              <input
                value={name()}
                maxLength={NAME_MAX}
                autocomplete="nickname"
                data-testid="bots-name"
                onInput={(e) => setName(e.currentTarget.value)}
              />
            </label>
          </Show>
        </div>
        <Show when={error()}>
          <p class="error" role="alert">
            {error()}
          </p>
        </Show>
        <div class="game-cards">
          <For each={games() ?? []}>
            {(g) => (
              <>
                <GameCard
                  info={g}
                  chosen={game() === g.id}
                  busy={busy()}
                  onChoose={() => choose(g)}
                  onPlayBots={() => void playBots(g.id)}
                  onLearn={learn(g.id)}
                />
                <Show when={game() === g.id}>
                  <MatchOptions
                    info={g}
                    players={players()}
                    onPlayers={setPlayers}
                    ticked={options()[g.id]}
                    onOption={setOption}
                    kinds={seatKinds()}
                    onKind={setKind}
                    clock={clock()}
                    onClock={setClock}
                    busy={busy()}
                    onCreate={create}
                  />
                </Show>
              </>
            )}
          </For>
        </div>
      </main>
    </>
  );
}
