/**
 * Carcassonne's guide illustrations, drawn with the board's own tiles, meeples and Gold Mines ingots: a small
 * landscape with every kind of meeple, a turn (placed tile, ghost tile, free squares), the three features, farmers
 * around a finished city, gold ingots and a hand of three tiles, a river from spring to lake, an inn and a cathedral
 * with a large meeple, and the final ranking.
 */
import { For, Match, Switch } from "solid-js";
import { PLAYER_COLOURS } from "../../../../contract/colors.ts";
import { Ingot, Meeple, TileSvg } from "../../games/carcassonne/board-ui.tsx";
import type { ArtId } from "../screens.ts";
import { Cell, Scene, type Placed } from "./Scene.tsx";

const [RED, BLUE, GREEN, YELLOW] = PLAYER_COLOURS;
const D: Placed = { tile: "base-D", x: 0, y: 0 };
const CAP: Placed = { tile: "base-E", x: 0, y: -1, r: 2 };
const ROAD: Placed = { tile: "base-U", x: 1, y: 0 };
const ABBEY: Placed = { tile: "base-A", x: -1, y: 0, r: 3 };

export function CarcArt(props: { art: ArtId }) {
  return (
    <Switch>
      <Match when={props.art === "c-goal"}>
        <Scene
          viewBox="-105 -105 310 210"
          tiles={[D, CAP, ROAD, ABBEY]}
          meeples={[
            { on: CAP, feature: "e1", colour: RED },
            { on: ROAD, feature: "r1", colour: BLUE },
            { on: ABBEY, feature: "c1", colour: GREEN },
            { on: D, feature: "o2", colour: YELLOW, lying: true },
          ]}
        />
      </Match>
      <Match when={props.art === "c-turn"}>
        <Scene
          viewBox="-105 -5 310 210"
          tiles={[D, { ...ROAD, ghost: true }]}
          meeples={[{ on: ROAD, feature: "r1", colour: BLUE }]}
          under={
            <>
              <Cell x={-1} y={0} />
              <Cell x={0} y={1} />
              <Cell x={1} y={1} />
            </>
          }
        />
      </Match>
      <Match when={props.art === "c-score"}>
        {(() => {
          const city: Placed = { tile: "base-C", x: 0, y: 0 },
            cross: Placed = { tile: "base-X", x: 1.15, y: 0 },
            abbey: Placed = { tile: "base-B", x: 2.3, y: 0 };
          return (
            <Scene
              viewBox="-5 -5 340 110"
              tiles={[city, cross, abbey]}
              meeples={[
                { on: city, feature: "e1", colour: RED },
                { on: cross, feature: "r1", colour: BLUE },
                { on: abbey, feature: "c1", colour: GREEN },
              ]}
            />
          );
        })()}
      </Match>
      <Match when={props.art === "c-farmers"}>
        {(() => {
          const top: Placed = { tile: "base-E", x: 0, y: -1, r: 2 },
            low: Placed = { tile: "base-E", x: 0, y: 0 },
            side: Placed = { tile: "base-U", x: 1, y: 0, r: 1 };
          return (
            <Scene
              viewBox="-5 -105 210 210"
              tiles={[top, low, side]}
              meeples={[
                { on: low, feature: "o1", colour: YELLOW, lying: true },
                { on: top, feature: "o1", colour: RED, lying: true },
              ]}
            />
          );
        })()}
      </Match>
      <Match when={props.art === "c-gold"}>
        {(() => {
          const mine: Placed = { tile: "goldmines-A", x: 0, y: 0 },
            east: Placed = { tile: "base-U", x: 1, y: 0 },
            west: Placed = { tile: "base-U", x: -1, y: 0 };
          return (
            <Scene viewBox="-105 -5 310 190" tiles={[mine, east, west]} meeples={[{ on: east, feature: "r1", colour: BLUE }]}>
              <Ingot x={70} y={6} count={1} />
              <Ingot x={170} y={6} count={2} />
              <g transform="translate(-45 118) scale(0.6)">
                <For each={["base-K", "base-V", "base-C"]}>{(id, i) => <TileSvg tile={id} x={i() * 1.1} y={0} rotation={0} />}</For>
              </g>
            </Scene>
          );
        })()}
      </Match>
      <Match when={props.art === "c-river"}>
        {(() => {
          const spring: Placed = { tile: "river-spring", x: 0, y: 0 },
            bend: Placed = { tile: "river-bend", x: 1, y: 0 },
            bridge: Placed = { tile: "river-bridge", x: 1, y: 1 },
            lake: Placed = { tile: "river-lake", x: 1, y: 2, r: 1 };
          return (
            <Scene
              viewBox="-5 -5 210 310"
              tiles={[spring, bend, bridge, lake]}
              meeples={[
                { on: bridge, feature: "r1", colour: BLUE },
                { on: spring, feature: "o1", colour: YELLOW, lying: true },
              ]}
            />
          );
        })()}
      </Match>
      <Match when={props.art === "c-inns"}>
        {(() => {
          const inn: Placed = { tile: "inns-inn-straight", x: 1, y: 0 },
            cathedral: Placed = { tile: "inns-cathedral", x: 0, y: -1 };
          return (
            <Scene
              viewBox="-105 -105 310 210"
              tiles={[D, inn, cathedral]}
              meeples={[
                { on: inn, feature: "r1", colour: BLUE, big: true },
                { on: cathedral, feature: "e1", colour: RED },
              ]}
            />
          );
        })()}
      </Match>
      <Match when={props.art === "c-end"}>
        <svg class="learn-scene" viewBox="0 0 240 130" aria-hidden="true">
          <For
            each={[
              { c: BLUE, h: 60, x: 20, pts: 47 },
              { c: RED, h: 85, x: 90, pts: 58 },
              { c: GREEN, h: 40, x: 160, pts: 39 },
            ]}
          >
            {(p) => (
              <>
                <rect x={p.x} y={125 - p.h} width="60" height={p.h} rx="4" fill="#efe3cf" stroke="#7a5230" stroke-width="2" />
                <text x={p.x + 30} y={120} text-anchor="middle" font-size="16" font-weight="800" fill="#3d2a1b">
                  {p.pts}
                </text>
                <Meeple x={p.x + 30} y={125 - p.h - 16} colour={p.c} size={30} />
              </>
            )}
          </For>
        </svg>
      </Match>
    </Switch>
  );
}
