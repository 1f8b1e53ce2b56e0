/**
 * A match, whatever the game: the top bar, the game's main area and side panel (its client entry, chosen by the
 * view's game or the match summary's, loaded lazily), the seat picker, refusals translated, the share panel and
 * the offline banner, and for a page that only watches, a banner saying so that offers a free seat (WatchingBanner);
 * with `embed` the same match without site chrome, talking to its host page through the embed bridge; a seated player can hand their seat to a bot and take it back (StandIn), and (SeatTools) continue on
 * another device or leave their seat before the game starts; a seat link (`#token=`) for another seat than the one
 * this browser holds asks first (seats/use-seat-link.ts, SeatLinkPrompt); the clocks and the vote after a timeout, the chat, and
 * turn alerts (tab title and icon, sound, notification: pace/), and a "How to play" button opening the game's guide as
 * a dialog (ui/HowToButton.tsx, its code lazy). The board is first drawn
 * from the view the page came with, read-only until the server welcomes the socket. Seats, names, colours, my seat
 * and sending actions reach the game's components through the match context. A match that does not exist (the
 * summary answers not-found, or the server closes the socket saying so) shows the not-found page and stops
 * connecting. While seats are free, a seated player's main area is the invitation (InvitePanel) rather than the
 * board. The tab's title names the match's game (match-title.ts), as the Worker's page does.
 */
import { createEffect, createMemo, createResource, createSignal, Show } from "solid-js";
import { api, isApiError, type ApiError } from "../api.ts";
import type { MatchSummary } from "../../../contract/protocol.ts";
import { matchContext, MatchProvider } from "../core/match-context.tsx";
import { isViewHeader } from "../core/match-state.ts";
import { createMatchStore } from "../core/match-store.ts";
import { pageSummary, pageView } from "../core/page-match.ts";
import { refusalText } from "../core/refusal.ts";
import { clientGame } from "../games/registry.ts";
import { saveToken } from "../storage.ts";
import { ConnectionBanner } from "../ui/ConnectionBanner.tsx";
import { WatchingBanner } from "../ui/WatchingBanner.tsx";
import { SeatPicker } from "../ui/SeatPicker.tsx";
import { StandIn } from "../ui/StandIn.tsx";
import { TopBar } from "../ui/TopBar.tsx";
import { HowToButton } from "../ui/HowToButton.tsx";
import { createSeatLink } from "../seats/use-seat-link.ts";
import { embedToken, startEmbed } from "./embed-host.ts";
import { MatchLayout } from "./MatchLayout.tsx";
import { ChatPanel, ClockPanel, SeatLinkPrompt, SeatTools, TurnAlerts, VotePanel } from "./lazy-extras.ts";
import { useTurnAlerts } from "../pace/turn-alerts.ts";
import { isMyTurn } from "../pace/turn-state.ts";
import { NotFound } from "./NotFound.tsx";
import { InvitePanel } from "../ui/InvitePanel.tsx";
import { matchTitle } from "./match-title.ts";

export function MatchPage(props: { id: string; embed?: boolean; navigate: (path: string) => void }) {
  // The match page's token follows its seat link (the question, trying the link's token); the widget's, embed-host.ts.
  const seatLink = props.embed ? null : createSeatLink(props.id);
  const [widget, setWidget] = createSignal(props.embed ? embedToken(props.id) : null);
  const token = () => (seatLink ? seatLink.token() : widget());
  const setToken = (t: string | null) => void (seatLink ? seatLink.setToken(t) : setWidget(t));
  // The summary the page came with (no request), else fetched; a refetch always asks the server.
  const fromPage = pageSummary(props.id, document);
  const [summary, { refetch }] = createResource<MatchSummary | ApiError>((_, info) =>
    fromPage && !info.refetching ? fromPage : api.summary(props.id),
  );
  // The page's own view of the match (if it came with one) is drawn at once; the welcome replaces it.
  const [store, actions] = createMatchStore(location, props.id, token, isViewHeader, pageView(props.id, document, isViewHeader));
  const [watching, setWatching] = createSignal(false);
  const [claimError, setClaimError] = createSignal<string | null>(null);
  const summaryGame = () => {
    const s = summary();
    return s && !isApiError(s) ? s.game : undefined;
  };
  // Not found: stop reconnecting for good. A connection attempt that fails asks again (the match may have expired).
  createEffect(() => {
    const s = summary();
    if (s && isApiError(s) && s.error === "not-found") actions.stop();
  });
  actions.onConnectFailed(() => void refetch());
  /** The game's client entry: by the view's game, else the match's (known before the first view). */
  const entry = createMemo(() => clientGame(store.view?.game ?? store.match?.game ?? summaryGame()));
  // Already loaded (main.tsx waited for the page's game): the board comes in the first render.
  const [mount] = createResource(entry, (e) => e.loaded() ?? e.load());
  if (props.embed) startEmbed(props.id, actions, entry, setToken);
  seatLink?.follow(actions);

  const claim = async (seat: number, name: string, colour: string) => {
    const r = await api.claim(props.id, seat, name, colour);
    if (isApiError(r)) return setClaimError(refusalText(r.error, {}, entry()));
    saveToken(props.id, r.token);
    setToken(r.token);
    actions.rejoin();
    // The seat picker sits under the board on a phone: once seated, back to the top, where the main area (the
    // invitation, or the board when this was the last seat) and the top bar are.
    if (!props.embed) window.scrollTo({ top: 0 });
  };
  const rematch = async () => {
    const tok = token();
    if (!tok) return;
    const r = await api.rematch(props.id, tok);
    if (isApiError(r)) return actions.refuse(r.error);
    saveToken(r.id, tok);
    props.navigate(`/m/${r.id}`);
  };
  const ctx = matchContext({
    matchId: props.id,
    embed: props.embed === true,
    store,
    entry,
    act: actions.act,
    rematch: { id: () => store.rematch, possible: () => token() !== null && store.view?.finished === true, go: () => void rematch() },
    replayHref: () => (store.view?.finished && !props.embed ? `/m/${props.id}/replay` : null),
  });
  const showPicker = () => !props.embed && token() === null && !watching() && store.seats.some((s) => !s.taken);
  /** "Take a free seat" from the watching banner: the seat picker (again), its name field focused and scrolled to. */
  const takeFreeSeat = () => {
    setWatching(false);
    requestAnimationFrame(() => document.querySelector<HTMLInputElement>(".seat-picker [data-testid=name]")?.focus());
  };
  const seatCards = () => entry()?.seatCards(store.view) ?? [];
  const title = () => matchTitle(entry()?.name);
  if (!props.embed) useTurnAlerts(() => isMyTurn(store), props.id, title);
  const inviting = () => !props.embed && token() !== null && store.view !== null && store.seats.some((s) => !s.taken);

  return (
    <Show when={store.connection !== "gone"} fallback={<NotFound embed={props.embed} />}>
      <MatchProvider value={ctx}>
        <div class={`${props.embed ? "match embed" : "match"} ${entry()?.classes.match ?? ""}`}>
          <Show when={!props.embed}>
            <TopBar connection={store.connection} rtt={store.rtt} stalled={store.stalled} spectators={store.spectators}>
              <HowToButton game={entry()?.id} options={(store.match?.options ?? null) as Record<string, unknown> | null} />
            </TopBar>
          </Show>
          <ConnectionBanner connection={store.connection} onRetry={actions.retry} />
          <Show when={seatLink?.link().step === "ask" && seatLink}>
            {(l) => <SeatLinkPrompt seat={store.seat ?? l().storedSeat} onAnswer={l().answer} />}
          </Show>
          <Show when={!props.embed && token() === null && store.view !== null}>
            <WatchingBanner seats={store.seats} onTakeSeat={takeFreeSeat} />
          </Show>
          <MatchLayout
            store={store}
            mount={mount()}
            inviting={inviting()}
            invite={
              <Show when={inviting()}>
                <InvitePanel
                  matchId={props.id}
                  game={entry()?.name ?? ""}
                  seats={store.seats}
                  token={token()}
                  bots={store.match?.bots === true}
                />
              </Show>
            }
            picker={
              <>
                <Show when={showPicker()}>
                  <SeatPicker
                    seats={store.seats}
                    cards={seatCards()}
                    error={claimError()}
                    onClaim={claim}
                    onWatch={() => setWatching(true)}
                  />
                </Show>
                <StandIn store={store} onStandIn={actions.standIn} />
                <ClockPanel store={store} />
                <VotePanel store={store} onVote={actions.endVote} />
              </>
            }
            tools={
              <Show when={!props.embed}>
                <SeatTools
                  matchId={props.id}
                  token={token()}
                  store={store}
                  onLeft={() => (setToken(null), setWatching(false), actions.rejoin())}
                />
              </Show>
            }
            talk={
              props.embed ? undefined : (
                <>
                  <Show when={store.seat !== null}>
                    <TurnAlerts matchId={props.id} />
                  </Show>
                  <ChatPanel matchId={props.id} store={store} onSend={actions.chat} />
                </>
              )
            }
          />
        </div>
      </MatchProvider>
    </Show>
  );
}
