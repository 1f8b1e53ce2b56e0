/**
 * A match, whatever the game: the top bar, the game's main area and side panel (its client entry, chosen by the
 * view's game or the match summary's, loaded lazily), the seat picker, refusals translated, and the share panel;
 * with `embed` the same match without site chrome, talking to its host page through the embed bridge. Seats,
 * names, colours, my seat and sending actions reach the game's components through the match context.
 */
import { createMemo, createResource, createSignal, Show } from "solid-js";
import { api, isApiError } from "../api.ts";
import { matchContext, MatchProvider } from "../core/match-context.tsx";
import { isViewHeader } from "../core/match-state.ts";
import { createMatchStore } from "../core/match-store.ts";
import { refusalText } from "../core/refusal.ts";
import { clientGame } from "../games/registry.ts";
import { t } from "../i18n/i18n.ts";
import { saveToken, savedToken } from "../storage.ts";
import { SeatPicker } from "../ui/SeatPicker.tsx";
import { TopBar } from "../ui/TopBar.tsx";
import { startEmbed } from "./embed-host.ts";
import { MatchLayout } from "./MatchLayout.tsx";

export function MatchPage(props: { id: string; embed?: boolean; navigate: (path: string) => void }) {
  const fragmentToken = new URLSearchParams(location.hash.slice(1)).get("token");
  const [token, setToken] = createSignal<string | null>(fragmentToken ?? savedToken(props.id));
  const [summary] = createResource(() => api.summary(props.id));
  const [store, actions] = createMatchStore(props.id, token, isViewHeader);
  const [watching, setWatching] = createSignal(false);
  const [claimError, setClaimError] = createSignal<string | null>(null);
  const summaryGame = () => {
    const s = summary();
    return s && !isApiError(s) ? s.game : undefined;
  };
  /** The game's client entry: by the view's game, else the match's (known before the first view). */
  const entry = createMemo(() => clientGame(store.view?.game ?? store.match?.game ?? summaryGame()));
  const [mount] = createResource(entry, (e) => e.load());
  if (props.embed) startEmbed(props.id, actions, entry, setToken);

  const claim = async (seat: number, name: string, colour: string) => {
    const r = await api.claim(props.id, seat, name, colour);
    if (isApiError(r)) return setClaimError(refusalText(r.error, {}, entry()));
    saveToken(props.id, r.token);
    setToken(r.token);
    actions.hello();
  };
  const rematch = async () => {
    const tok = token();
    if (!tok) return;
    const r = await api.rematch(props.id, tok);
    if (!isApiError(r)) {
      saveToken(r.id, tok);
      props.navigate(`/m/${r.id}`);
    }
  };
  const ctx = matchContext({
    matchId: props.id,
    embed: props.embed === true,
    store,
    entry,
    act: actions.act,
    rematch: { id: () => store.rematch, possible: () => token() !== null, go: () => void rematch() },
  });
  const showPicker = () => !props.embed && token() === null && !watching() && store.seats.some((s) => !s.taken);
  const seatCards = () => entry()?.seatCards(store.view) ?? [];

  return (
    <MatchProvider value={ctx}>
      <div class={`${props.embed ? "match embed" : "match"} ${entry()?.classes.match ?? ""}`}>
        <Show when={!props.embed}><TopBar connection={store.connection} rtt={store.rtt} spectators={store.spectators} /></Show>
        <Show when={!(summary() && isApiError(summary()))} fallback={<p class="error page">{t("notFound")}</p>}>
          <MatchLayout store={store} mount={mount()} picker={
            <Show when={showPicker()}>
              <SeatPicker seats={store.seats} cards={seatCards()} error={claimError()} onClaim={claim} onWatch={() => setWatching(true)} />
            </Show>
          } />
        </Show>
      </div>
    </MatchProvider>
  );
}
