/**
 * The deciding seat's legal answers (`view.choices`) grouped into what the decision panel offers: one group per
 * world, colony, goal or power, each option a ready-to-send action with a translatable label. The engine lists
 * every legal combination (settle methods with the goods returned and military bought, consume goods sets), so
 * the panel only ever offers moves the server accepts. Selecting an action tile, exploring a world and buying a
 * development are answered on the table itself (tiles are buttons); their groups here only hold "pass". Pure.
 */
import type { NfAction } from "../../../../../engine/newfrontiers/actions.ts";
import type { GoodsKind } from "../../../../../engine/newfrontiers/catalogue-types.ts";
import type { NfView } from "../../../../../engine/newfrontiers/view.ts";
import type { NfKey } from "../i18n/index.ts";
import { powerText } from "../power-text.ts";
import { powerOf, tileName, tileOf, TRADE_PRICES } from "../../../../../engine/newfrontiers/catalogue-data.ts";

export interface Label {
  key: NfKey;
  args?: Record<string, string | number>;
}

export interface ChoiceOption {
  /** Label parts, shown joined ("Conquer · return the good on Gem World"). */
  parts: Label[];
  action: NfAction;
  /** Goods a consume / discard option returns, drawn as cubes. */
  goods?: GoodsKind[];
  primary?: boolean;
}

export interface ChoiceGroup {
  /** Group heading; `text` gives the group's power in the reader's language (read where it is shown, so it follows
   * the locale). */
  title: Label | null;
  text?: () => string;
  /** The tile the group is about (shown as a card, opens its details). */
  tile?: string;
  /** The goal the group is about (Chart Galactic Goals). */
  goal?: string;
  options: ChoiceOption[];
}

const L = (key: NfKey, args?: Record<string, string | number>): Label => (args ? { key, args } : { key });

/** The good on a colony of the deciding seat. */
function goodOn(view: NfView, colony: string): GoodsKind | null {
  const seat = view.pending?.seat ?? -1;
  return view.empires[seat]?.colonies.find((c) => c.tile === colony)?.good ?? null;
}

const names = (ids: readonly string[]) => ids.map(tileName).join(", ");

/** Groups options by a key, keeping first-seen order. */
function groupBy(items: { key: string; group: () => ChoiceGroup; option: ChoiceOption }[]): ChoiceGroup[] {
  const out = new Map<string, ChoiceGroup>();
  for (const it of items) {
    const g = out.get(it.key) ?? it.group();
    g.options.push(it.option);
    out.set(it.key, g);
  }
  return [...out.values()];
}

function passLabel(view: NfView): Label {
  switch (view.pending?.kind) {
    case "develop":
      return L("buyNothing");
    case "settle":
      return L("settleNoMore");
    case "payToProduce":
      return L("dontProduce");
    case "trade":
      return L("sellNothing");
    case "stockpile":
      return L("done");
    default:
      return L("pass");
  }
}

function settleOption(view: NfView, a: Extract<NfAction, { type: "settle" }>): ChoiceOption {
  const price = view.quotes[`settle:${a.world}:${a.method}`] ?? 0;
  const parts: Label[] = [
    a.method === "credits"
      ? price === 0
        ? L("settleFree")
        : L("settlePay", { n: price })
      : a.method === "pay"
        ? L("settlePayMilitary", { n: price })
        : L("settleConquer"),
  ];
  if (a.discard?.length) parts.push(L("settleDiscard", { list: names(a.discard) }));
  if (a.buy) parts.push(L("settleBuy", { n: a.buy }));
  if (a.oortKind) parts.push(L("asKind", { kind: a.oortKind }));
  const goods = (a.discard ?? []).map((c) => goodOn(view, c)).filter((g): g is GoodsKind => g !== null);
  return { parts, action: a, ...(goods.length ? { goods } : {}) };
}

/** "Put a Rare good here" (the colony's kind, or the kind chosen for the Alien Oort Cloud Factory). */
function windfallLabel(colony: string, oortKind: GoodsKind | undefined): Label {
  const t = tileOf(colony);
  const kind = oortKind ?? (t && t.tileType !== "development" ? t.kind : undefined);
  return kind && kind !== "none" && kind !== "variable" ? L("windfallKind", { kind }) : L("windfallHere");
}

function consumeOption(view: NfView, a: NfAction): ChoiceOption {
  if (a.type === "consume") {
    const goods = a.goods.map((c) => goodOn(view, c)).filter((g): g is GoodsKind => g !== null);
    return { parts: [L("consumeGoods", { list: names(a.goods) })], action: a, goods, primary: true };
  }
  if (a.type === "buyVP") return { parts: [L("buyVP", { n: a.count })], action: a };
  return { parts: [L("skipPower")], action: a };
}

/** The decision panel's groups for the viewer's pending decision (empty when it is not theirs). */
export function choiceGroups(view: NfView): ChoiceGroup[] {
  const items: { key: string; group: () => ChoiceGroup; option: ChoiceOption }[] = [];
  const plain = (title: Label | null) => () => ({ title, options: [] as ChoiceOption[] });
  for (const a of view.choices) {
    switch (a.type) {
      case "pass":
        items.push({ key: "~pass", group: plain(null), option: { parts: [passLabel(view)], action: a } });
        break;
      case "chooseHome":
        items.push({
          key: a.home,
          group: () => ({ title: null, tile: a.home, options: [] }),
          option: { parts: [L("chooseThis")], action: a, primary: true },
        });
        break;
      case "keepGoal":
        items.push({
          key: a.goal,
          group: () => ({ title: null, goal: a.goal, options: [] }),
          option: { parts: [L("keepGoal")], action: a, primary: true },
        });
        break;
      case "colonists":
        items.push({ key: "colonists", group: plain(null), option: { parts: [L("gainColonists")], action: a } });
        break;
      case "settle":
        items.push({
          key: `w:${a.world}`,
          group: () => ({ title: L("settleWorld", { name: tileName(a.world) }), tile: a.world, options: [] }),
          option: settleOption(view, a),
        });
        break;
      case "replace":
        items.push({
          key: `r:${a.colony}`,
          group: () => ({ title: L("replaceColony", { name: tileName(a.colony) }), tile: a.colony, options: [] }),
          option: {
            parts: [L("replaceWith", { name: tileName(a.world) }), ...(a.oortKind ? [L("asKind", { kind: a.oortKind })] : [])],
            action: a,
          },
        });
        break;
      case "produceOn": {
        if (view.pending?.kind === "shortage") {
          items.push({
            key: `s:${a.tile}`,
            group: () => ({ title: null, tile: a.tile, options: [] }),
            option: { parts: [L("produceHere")], action: a, primary: true },
          });
          break;
        }
        const pw = tileOf(a.tile)?.powers.find((x) => x.effect === "payToProduce");
        const cost = pw?.effect === "payToProduce" ? pw.amount : 1;
        items.push({
          key: "produce",
          group: plain(null),
          option: { parts: [L("payToProduce", { n: cost, name: tileName(a.tile) })], action: a, primary: true },
        });
        break;
      }
      case "windfall":
        items.push({
          key: `f:${a.colony}`,
          group: () => ({ title: null, tile: a.colony, options: [] }),
          option: { parts: [windfallLabel(a.colony, a.oortKind)], action: a, primary: true },
        });
        break;
      case "oortKind":
        items.push({
          key: "oort",
          group: () => ({ title: null, tile: "w-alien-oort-cloud-factory", options: [] }),
          option: { parts: [L("setKind", { kind: a.kind })], action: a, primary: true },
        });
        break;
      case "sell": {
        const g = goodOn(view, a.colony);
        items.push({
          key: "sell",
          group: plain(L("sellTitle")),
          option: {
            parts: [L("sell", { name: tileName(a.colony), n: view.quotes[`sell:${a.colony}`] ?? (g ? TRADE_PRICES[g] : 0) })],
            action: a,
            ...(g ? { goods: [g] } : {}),
          },
        });
        break;
      }
      case "consume":
      case "buyVP":
      case "skip": {
        const p = powerOf(a.power);
        const group = (): ChoiceGroup => ({
          title: L("powerOf", { name: p?.tile.name ?? a.power }),
          ...(p ? { text: () => powerText(p.power) } : {}),
          tile: p?.tile.id,
          options: [],
        });
        items.push({ key: `p:${a.power}`, group, option: consumeOption(view, a) });
        break;
      }
      case "stockpile": {
        const g = a.good ? goodOn(view, a.good) : null;
        items.push(
          a.good
            ? {
                key: "sg",
                group: plain(L("stockpileGoods")),
                option: { parts: [L("stockpileGood", { name: tileName(a.good) })], action: a, ...(g ? { goods: [g] } : {}) },
              }
            : { key: "sc", group: plain(L("stockpileCredits")), option: { parts: [L("creditsN", { n: a.credits ?? 0 })], action: a } },
        );
        break;
      }
      default:
        // select, pick, develop: answered on the table; returnWorlds: the multi-select (returnCandidates).
        break;
    }
  }
  const groups = groupBy(items);
  // "Pass" / "gain 2 colonists" first when they are the quick answer; the pass of Develop/Trade/Stockpile last.
  const last = groups.filter((g) => g.options.some((o) => o.action.type === "pass"));
  return [...groups.filter((g) => !last.includes(g)), ...last];
}

/** Explored worlds the viewer may return (nine-world limit) and how many. */
export function returnCandidates(view: NfView): { count: number; worlds: string[] } | null {
  const p = view.pending;
  if (!p || p.kind !== "exploreReturn" || view.choices.length === 0) return null;
  const worlds = [...new Set(view.choices.flatMap((a) => (a.type === "returnWorlds" ? a.worlds : [])))].sort();
  return { count: p.count, worlds };
}

/** The legal returnWorlds action for exactly these worlds, or null. */
export function returnAction(view: NfView, chosen: readonly string[]): NfAction | null {
  const key = [...chosen].sort().join("|");
  return view.choices.find((a) => a.type === "returnWorlds" && [...a.worlds].sort().join("|") === key) ?? null;
}

/** The legal action among `choices` for clicking a table tile: select an action, pick a world, buy a development. */
export function tableAction(view: NfView, kind: "select" | "pick" | "develop", id: string): NfAction | null {
  return (
    view.choices.find(
      (a) =>
        (kind === "select" && a.type === "select" && a.action === id) ||
        (kind === "pick" && a.type === "pick" && a.world === id) ||
        (kind === "develop" && a.type === "develop" && a.tile === id),
    ) ?? null
  );
}
