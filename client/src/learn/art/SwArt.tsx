/**
 * Carcassonne Star Wars' guide illustrations, drawn with the board's space tiles, meeples (the big one larger),
 * faction badges and battle dice: a small galaxy, a planet landing among its 8 neighbours, the three features with
 * their symbols, a battle, the two teams, and a completed planet.
 */
import { For, Match, Switch } from "solid-js";
import { SW_HEX } from "../../../../contract/colors.ts";
import { FactionBadge, Meeple } from "../../games/carcassonne/board-ui.tsx";
import { Die } from "../../games/carcassonne/ui/BattleCenter.tsx";
import type { ArtId } from "../screens.ts";
import { Cell, Scene, type Placed } from "./Scene.tsx";

const AROUND: [number, number][] = [
  [0, 0],
  [1, 0],
  [2, 0],
  [0, 1],
  [2, 1],
  [0, 2],
  [1, 2],
  [2, 2],
];
const SPACE_TILES = ["sw-31", "sw-32", "sw-30", "sw-32", "sw-31", "sw-32", "sw-30", "sw-31"];

/** One side of a battle: its meeples and its dice, the best one marked. */
function Side(props: { colour: string; big?: boolean; dice: number[] }) {
  const best = () => Math.max(...props.dice);
  return (
    <div class="learn-side">
      <svg viewBox="-14 -16 28 30" class="learn-meeple" aria-hidden="true">
        <Meeple x={0} y={0} colour={props.colour} big={props.big} size={props.big ? 28 : 20} />
      </svg>
      <For each={props.dice}>{(v, i) => <Die value={v} best={v === best() && props.dice.indexOf(v) === i()} />}</For>
    </div>
  );
}

export function SwArt(props: { art: ArtId }) {
  return (
    <Switch>
      <Match when={props.art === "sw-goal"}>
        {(() => {
          const start: Placed = { tile: "sw-01", x: 0, y: 0 },
            yavin: Placed = { tile: "sw-35", x: 1, y: 0 },
            rocks: Placed = { tile: "sw-03", x: 0, y: -1, r: 2 };
          return (
            <Scene
              space
              viewBox="-5 -105 210 210"
              tiles={[start, yavin, rocks]}
              meeples={[
                { on: start, feature: "r1", colour: SW_HEX.red },
                { on: rocks, feature: "e1", colour: SW_HEX.black, big: true },
                { on: yavin, feature: "c1", colour: SW_HEX.green },
              ]}
            />
          );
        })()}
      </Match>
      <Match when={props.art === "sw-turn"}>
        {(() => {
          const planet: Placed = { tile: "sw-30", x: 1, y: 1 },
            placed: Placed = { tile: "sw-02", x: 1, y: 0 };
          return (
            <Scene
              space
              viewBox="-5 -5 310 310"
              tiles={[planet, placed, { tile: "sw-02", x: 0, y: 1, r: 3 }, { tile: "sw-02", x: 2, y: 1, r: 1 }]}
              under={
                <For
                  each={[
                    [0, 0],
                    [2, 0],
                    [0, 2],
                    [1, 2],
                    [2, 2],
                  ]}
                >
                  {([x, y]) => <Cell x={x!} y={y!} />}
                </For>
              }
              meeples={[
                { on: planet, feature: "c1", colour: SW_HEX.white, dx: -9 },
                { on: planet, feature: "c1", colour: SW_HEX.red, dx: 9 },
              ]}
            >
              <circle cx="150" cy="150" r="27" fill="none" stroke="#ffb703" stroke-width="4" stroke-dasharray="7 5" />
            </Scene>
          );
        })()}
      </Match>
      <Match when={props.art === "sw-score"}>
        {(() => {
          const route: Placed = { tile: "sw-11", x: 0, y: 0 },
            rocks: Placed = { tile: "sw-13", x: 1.15, y: 0 },
            endor: Placed = { tile: "sw-31", x: 2.3, y: 0 };
          return (
            <Scene
              space
              viewBox="-5 -5 340 110"
              tiles={[route, rocks, endor]}
              meeples={[
                { on: route, feature: "r1", colour: SW_HEX.red },
                { on: rocks, feature: "e1", colour: SW_HEX.white },
                { on: endor, feature: "c1", colour: SW_HEX.orange },
              ]}
            />
          );
        })()}
      </Match>
      <Match when={props.art === "sw-battle"}>
        <div class="learn-battle">
          <Scene
            space
            viewBox="-5 -5 110 110"
            tiles={[{ tile: "sw-34", x: 0, y: 0 }]}
            meeples={[
              { on: { tile: "sw-34", x: 0, y: 0 }, feature: "c1", colour: SW_HEX.red, dx: -9 },
              { on: { tile: "sw-34", x: 0, y: 0 }, feature: "c1", colour: SW_HEX.black, big: true, dx: 10 },
            ]}
          />
          <div class="learn-sides">
            <Side colour={SW_HEX.red} dice={[4, 5]} />
            <Side colour={SW_HEX.black} big dice={[6, 2]} />
          </div>
        </div>
      </Match>
      <Match when={props.art === "sw-teams"}>
        <svg class="learn-scene space" viewBox="0 0 240 90" aria-hidden="true">
          <FactionBadge faction="rebel" x={55} y={18} size={22} />
          <Meeple x={35} y={58} colour={SW_HEX.red} size={30} />
          <Meeple x={75} y={58} colour={SW_HEX.green} size={30} />
          <text x="120" y="60" text-anchor="middle" font-size="18" font-weight="800" fill="#fff">
            vs
          </text>
          <FactionBadge faction="empire" x={185} y={18} size={22} />
          <Meeple x={165} y={58} colour={SW_HEX.black} size={30} />
          <Meeple x={205} y={58} colour={SW_HEX.white} size={30} />
        </svg>
      </Match>
      <Match when={props.art === "sw-end"}>
        {(() => {
          const centre: Placed = { tile: "sw-30", x: 1, y: 1 };
          return (
            <Scene
              space
              viewBox="-5 -5 310 310"
              tiles={[centre, ...AROUND.map(([x, y], i) => ({ tile: SPACE_TILES[i]!, x, y }))]}
              meeples={[{ on: centre, feature: "c1", colour: SW_HEX.green }]}
            >
              <text
                x="150"
                y="122"
                text-anchor="middle"
                font-size="22"
                font-weight="800"
                fill="#ffb703"
                stroke="#0b1028"
                stroke-width="4"
                paint-order="stroke"
              >
                +11
              </text>
            </Scene>
          );
        })()}
      </Match>
    </Switch>
  );
}
