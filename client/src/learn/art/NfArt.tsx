/**
 * New Frontiers' guide illustrations, drawn with the table's own pieces (read-only: `inert`): tile cards from the
 * catalogue (NfTile), goods cubes, the counters' icons, action tiles and the priority discs, each labelled in the
 * reader's language by the game's own namespaces.
 */
import { For, Match, Switch, type JSX } from "solid-js";
import { PLAYER_COLOURS } from "../../../../contract/colors.ts";
import { actionName, kindName, NfCube, NfIcon, NfTile, nt } from "../../games/newfrontiers/nf-ui.tsx";
import "../../games/newfrontiers/ui/nf.css";
import type { ArtId } from "../screens.ts";

function Row(props: { children: JSX.Element }) {
  return (
    <div class="learn-nf" inert aria-hidden="true">
      {props.children}
    </div>
  );
}

function Chip(props: { icon: "credit" | "vp" | "colonist" | "military"; n: number; label: string }) {
  return (
    <span class="learn-chip">
      <NfIcon kind={props.icon} />
      {props.n} <span class="muted small">{props.label}</span>
    </span>
  );
}

const ACTIONS = ["develop", "explore", "settle", "produce", "tradeConsume"] as const;

export function NfArt(props: { art: ArtId }) {
  return (
    <Switch>
      <Match when={props.art === "nf-goal"}>
        <Row>
          <ul class="nf-cards">
            <li>
              <NfTile id="h-epsilon-eridani" colonists={1} />
            </li>
            <li>
              <NfTile id="w-new-vinland" good="novelty" />
            </li>
            <li>
              <NfTile id="d-consumer-markets" />
            </li>
          </ul>
          <p class="learn-chips">
            <Chip icon="credit" n={3} label={nt("credits")} />
            <Chip icon="vp" n={4} label={nt("vpChips")} />
            <Chip icon="colonist" n={2} label={nt("colonistsMat")} />
          </p>
        </Row>
      </Match>
      <Match when={props.art === "nf-round"}>
        <Row>
          <ol class="nf-action-row">
            <For each={ACTIONS}>
              {(a, i) => (
                <li>
                  <span class="nf-action button" classList={{ taken: i() === 1, current: i() === 2 }}>
                    <span class="nf-action-name">{actionName(a)}</span>
                  </span>
                </li>
              )}
            </For>
          </ol>
          <div class="nf-track">
            <span class="muted small">{nt("priority")}</span>
            <ol>
              <For each={[0, 1, 2]}>
                {(s) => (
                  <li classList={{ done: s === 0, next: s === 1 }}>
                    <span class="nf-disc" style={{ background: PLAYER_COLOURS[s] }}>
                      {s === 0 ? "✓" : ""}
                    </span>
                  </li>
                )}
              </For>
            </ol>
          </div>
        </Row>
      </Match>
      <Match when={props.art === "nf-goods"}>
        <Row>
          <ul class="nf-cards">
            <li>
              <NfTile id="w-new-vinland" good="novelty" />
            </li>
            <li>
              <NfTile id="w-mining-world" good="rare" />
            </li>
            <li>
              <NfTile id="w-devolved-uplift-race" />
            </li>
          </ul>
          <p class="learn-chips">
            <For each={["novelty", "rare", "genes", "alien"] as const}>
              {(k) => (
                <span class="learn-chip">
                  <NfCube kind={k} />
                  {kindName(k)}
                </span>
              )}
            </For>
          </p>
        </Row>
      </Match>
      <Match when={props.art === "nf-military"}>
        <Row>
          <ul class="nf-cards">
            <li>
              <NfTile id="w-star-nomad-lair" />
            </li>
            <li>
              <NfTile id="d-space-marines" />
            </li>
            <li>
              <NfTile id="w-new-vinland" />
            </li>
          </ul>
          <p class="learn-chips">
            <Chip icon="military" n={2} label={nt("militaryTotal")} />
            <Chip icon="credit" n={2} label={nt("credits")} />
          </p>
        </Row>
      </Match>
      <Match when={props.art === "nf-end"}>
        <Row>
          <ul class="nf-cards">
            <li>
              <NfTile id="d-free-trade-association" />
            </li>
          </ul>
          <ul class="learn-ends">
            <li>
              <NfIcon kind="vp" />
              {nt("endVp")}
            </li>
            <li>
              <NfIcon kind="colonist" />
              {nt("endColonists")}
            </li>
            <li>
              <NfIcon kind="bag" />
              {nt("endColonies")}
            </li>
            <li>
              <NfIcon kind="credit" />
              {nt("endDevelopments")}
            </li>
          </ul>
        </Row>
      </Match>
    </Switch>
  );
}
