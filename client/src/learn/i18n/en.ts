/**
 * "How to play" in English: the guides' shared words and, per game, each screen's title and paragraphs
 * (keys `<game>.<screen>.title|pN`, listed by learn/screens.ts). Restates the rule texts in /work/shared/rules
 * (001_… Carcassonne, 004_… Gold Mines, 000_…/003_… Star Wars, 002_… New Frontiers), which stay the authority.
 * The other languages give exactly these keys.
 */
export const en = {
  howToPlay: "How to play",
  howToPlayGame: "How to play {{ game }}",
  prev: "Back",
  next: "Next",
  done: "Done",
  step: "{{ n }} of {{ of }}",
  close: "Close",
  dialogHint: "Esc closes this guide; the match goes on behind it.",
  backToLobby: "Back to the lobby",
  unknownGame: "There is no guide for this game. Choose one:",
  "name.carcassonne": "Carcassonne",
  "name.starwars": "Carcassonne Star Wars",
  "name.newfrontiers": "New Frontiers",

  "carcassonne.goal.title": "The goal",
  "carcassonne.goal.p1":
    "Together you lay out a landscape, one tile at a time: roads, cities, monasteries and the fields between them. Your meeples claim these features, and a feature scores when it is finished.",
  "carcassonne.goal.p2": "Each player has 7 meeples. Whoever has the most points after the last tile wins.",
  "carcassonne.turn.title": "A turn",
  "carcassonne.turn.p1":
    "1. Place the tile you drew. It must touch a placed tile, and every edge it touches must match: city to city, road to road, field to field. The squares where it fits are highlighted; click again (or press R) to turn it, then Confirm.",
  "carcassonne.turn.p2":
    "2. You may put one meeple from your supply on a road, city, monastery or (with farmers) field of that tile — only if nobody has a meeple anywhere on that whole feature yet. Or Skip.",
  "carcassonne.turn.p3":
    "3. Every feature the tile completes scores at once and its meeples go back to their owners. A tile that fits nowhere is removed and you draw another.",
  "carcassonne.score.title": "Roads, cities, monasteries",
  "carcassonne.score.p1":
    "Road (thief): complete when both ends are closed — 1 point per tile. City (knight): complete when its walls are closed — 2 points per tile and 2 per coat of arms. Monastery (monk): complete when all 8 squares around it are filled — 9 points.",
  "carcassonne.score.p2":
    "The player with the most meeples in a feature scores it; tied players each score it in full; the others get nothing. A new tile can join two features, so several meeples can end up in one.",
  "carcassonne.score.p3": "The log explains every point: which feature, how many tiles, how many coats of arms.",
  "carcassonne.farmers.title": "Farmers",
  "carcassonne.farmers.p1":
    "Farmers are on unless the match turns them off. A meeple placed in a field lies down: it is a farmer and stays until the end of the game. Roads, cities and the edge of the landscape bound a field.",
  "carcassonne.farmers.p2":
    "At the end, every completed city touching a field gives 3 points to the player with the most farmers in that field (tied players all score). A city touching several fields can pay each of them.",
  "carcassonne.gold.title": "Gold Mines and house rules",
  "carcassonne.gold.p1":
    "Gold Mines adds 8 tiles with gold. When you place one, an ingot goes on it and you put a second on any of the 8 tiles around it (click that tile). Whoever scores a road or city takes the ingots on its tiles; a monastery takes those on itself and its 8 neighbours. When several players score, they take one ingot at a time, starting with the player whose turn it is.",
  "carcassonne.gold.p2":
    "At the end ingots are worth 1 point each if you hold 1–3, 2 each for 4–6, 3 each for 7–9 and 4 each for 10 or more. Farmers and unfinished features take no gold.",
  "carcassonne.gold.p3":
    "House rules, off unless chosen: with a hand of three tiles you hold three tiles and choose which to play; with “incomplete features score nothing” unfinished roads, cities and monasteries give no points at the end.",
  "carcassonne.river.title": "The River",
  "carcassonne.river.p1":
    "With The River the game starts at the spring, not the usual start tile (that one is shuffled in with the rest). The 10 river tiles are drawn first and the lake last of them; then the game goes on with the land tiles.",
  "carcassonne.river.p2":
    "Each river tile must continue the river, and it may not turn the same way twice in a row (a U-turn). No meeple stands on the water; the fields on its two banks are separate, and the fields of the spring and the lake run round them.",
  "carcassonne.inns.title": "Inns & Cathedrals",
  "carcassonne.inns.p1": "A road with an inn scores 2 points a tile when it is completed, but nothing at the end of the game if it is not.",
  "carcassonne.inns.p2":
    "A city with a cathedral scores 3 points a tile and 3 a coat of arms when it is completed, but nothing at the end if it is not. Several inns or cathedrals in one feature count once.",
  "carcassonne.inns.p3":
    "Each player also has a large meeple: it is placed like any other, and when a majority is decided it counts as two. Choose it at the meeple step with the Large button (or the B key).",
  "carcassonne.end.title": "End of the game",
  "carcassonne.end.p1":
    "The game ends after the turn in which the last tile is placed. Meeples still on the board then score: an unfinished road 1 per tile, an unfinished city 1 per tile and 1 per coat of arms, an unfinished monastery 1 plus 1 per tile around it; then farmers, then gold.",
  "carcassonne.end.p2": "The end screen shows each player's points by kind. Most points wins; a rematch keeps the same seats.",

  "starwars.goal.title": "The goal",
  "starwars.goal.p1":
    "Carcassonne in space: you lay out a galaxy of trade routes (like roads), asteroid fields (like cities) and planets (like monasteries, always in the middle of a tile). Faction symbols — Rebel Alliance, Empire, Bounty Hunters — sit on some features and on every planet: each one in a scored feature adds 2 points.",
  "starwars.goal.p2":
    "Your seat decides your colour and faction (red and green: Rebel Alliance; black and white: Empire; orange: Bounty Hunters). You have 4 small meeples and 1 big one. Most points at the end wins.",
  "starwars.turn.title": "A turn",
  "starwars.turn.p1":
    "1. Place the tile: every edge it touches must match. A tile that fits nowhere goes back into the stack and you draw again.",
  "starwars.turn.p2":
    "2. Put a small meeple or your big one on a free feature of that tile — or land straight on a planet among the 8 tiles around it, even one somebody holds: that is an attack. The planets you can reach are highlighted.",
  "starwars.turn.p3": "3. If different colours now share a feature, they fight a battle. 4. Completed features score.",
  "starwars.score.title": "Scoring",
  "starwars.score.p1":
    "Trade route: 1 per tile + 2 per faction symbol. Asteroid field: 2 per tile + 2 per symbol. Planet: complete when all 8 tiles around it are there — 9 + 2 for its symbol = 11.",
  "starwars.score.p2":
    "At the end unfinished features score too: a route 1 per tile + 2 per symbol; an asteroid field 1 per tile + 2 per symbol; a planet 1 + 1 per tile around it + 2.",
  "starwars.battle.title": "Battles",
  "starwars.battle.p1":
    "Only one colour may hold a feature. When different colours end up in one (a tile joins two features, or a planet attack), they fight before scoring — even if the player whose turn it is is not involved.",
  "starwars.battle.p2":
    "Dice: 1 per small meeple, 2 for the big meeple, +1 if a symbol of your own faction is in the feature (for a planet, only the planet's symbol); at most 3. Everyone rolls at once and counts only their highest die: the highest wins. The dice panel shows every roll.",
  "starwars.battle.p3":
    "Tied for highest: each tied player gains 1 point and they roll again. A loser takes their meeples back and gains 1 point per die rolled. The winner's meeples stay, and the feature scores if it is complete.",
  "starwars.teams.title": "Teams (4 players)",
  "starwars.teams.p1":
    "In the team variant partners sit opposite each other: Rebels (red and green) against Empire (black and white). Each team shares one score.",
  "starwars.teams.p2":
    "Team-mates never fight each other. In a battle one player per team rolls: 1 die per team meeple in the feature (the big one counts 2), +1 for the team's own symbol, at most 3.",
  "starwars.end.title": "End of the game",
  "starwars.end.p1": "The game ends when no tile can be drawn or placed. Unfinished features then score as on the scoring screen.",
  "starwars.end.p2": "The end screen breaks down every player's (or team's) points, battle points included. Most points wins.",

  "newfrontiers.goal.title": "The goal",
  "newfrontiers.goal.p1":
    "Build a galactic empire: settle worlds and buy developments. Each tile is worth the victory points (VP) in its purple hexagon; the 9-cost developments show “?”: a bonus counted at the end.",
  "newfrontiers.goal.p2":
    "You also earn VP chips during the game (by consuming goods, bonuses and powers). Your score = VP chips + your tiles' VP + “?” bonuses (+ goals). Each empire's header shows its credits, VP chips and colonists, and its score so far in bold.",
  "newfrontiers.goal.p3":
    "Most tiles have a power that changes a rule for their owner: the card shows it in short, its “i” button in full. Most VP at the end wins.",
  "newfrontiers.round.title": "A round: actions and priority",
  "newfrontiers.round.p1":
    "Each round every player selects one action tile nobody took this round (with 2 players, two each), in the order of the priority track — the coloured discs. A ticked disc has selected; the ringed one selects next.",
  "newfrontiers.round.p2":
    "After each selection everyone performs that action, starting with the selector and going round the track; the selector also gets the bonus. Develop: buy a development (selector pays 1 less). Explore: 7 worlds are drawn, each picks one (selector a second). Settle: gain 2 colonists or settle an explored world (selector +1 colonist first). Produce: goods appear. Trade/Consume: sell a good, then use your consume powers (selector +1 VP chip).",
  "newfrontiers.round.p3":
    "Retreat into Isolation gives only the selector 2 credits. Send Diplomatic Envoys gives the selector 1 VP chip and moves their disc to the front of the track. With Galactic Goals, Chart Galactic Goals replaces Retreat into Isolation.",
  "newfrontiers.goods.title": "Goods, credits and VP chips",
  "newfrontiers.goods.p1":
    "Production colonies get a good whenever Produce is selected, if they hold none. Windfall worlds (dashed, glowing border) get one only from the Produce selector's bonus or a power. A colony holds one good at most. Kinds by colour: Novelty (cyan), Rare elements (brown), Genes (green), Alien technology (yellow); grey worlds never hold goods.",
  "newfrontiers.goods.p2":
    "In Trade/Consume you may sell one good for 1 to 4 credits, by its kind; then you must use each consume power that applies, turning goods into VP chips and credits.",
  "newfrontiers.goods.p3":
    "Credits pay for developments and for non-military worlds. A round in which nobody selects Produce adds 1 credit to its tile, for its next selector.",
  "newfrontiers.military.title": "Settling and military",
  "newfrontiers.military.p1":
    "To settle an explored world you need its colonists from your mat and either its cost in credits (the gold coin) or, for a military world (the red shield), military at least equal to its defense.",
  "newfrontiers.military.p2":
    "Military is the sum of the red +N on your colonies and developments. Some powers give temporary military for one Settle, bought with credits or by returning a good. Credits and military never combine for one world.",
  "newfrontiers.military.p3":
    "Explored worlds wait in grey beside your empire, inactive until settled; worlds and colonies together may not exceed 9.",
  "newfrontiers.end.title": "End of the game",
  "newfrontiers.end.p1":
    "The game ends after the round in which any of these happens: a player's developments cover more than 10 spaces of their mat; a player has more than 7 colonies (home colony included); fewer than 5 colonists are left in the supply after a Settle; the VP chip pool runs out (the 10-VP chips come in).",
  "newfrontiers.end.p2":
    "Explored worlds leave the empires; each player scores VP chips + tile VP + “?” bonuses (+ goals). The end screen says which condition ended the game and breaks each score down.",
  "newfrontiers.end.p3": "Ties: most credits plus goods in the empire; still tied, they share the win.",
};

export type LearnDict = typeof en;
