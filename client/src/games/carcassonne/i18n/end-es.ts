/** Spanish messages of the board games' lazily loaded parts (end-en.ts says which). */
import type { Translation } from "../../../i18n/i18n.ts";
import type { BoardEndDict } from "./end-en.ts";

export const endEs: Translation<BoardEndDict> = {
  remainingHint: "Losetas por salir, por tipo: el juego de losetas menos las que ya han salido. El orden de robo sigue siendo secreto.",
  remainingOf: "quedan {{ left }} de {{ total }}",
  endLastTile: "La partida terminó: se colocó la última loseta.",
  endNoFit: "La partida terminó: ninguna loseta que queda en la pila encaja en el tablero.",
  endVote: "La partida terminó por votación después de que {{ names }} se quedara sin tiempo.",
  scoreChart: "Puntuación a lo largo de la partida",
  chartTurn: "turno {{ n }}",
  chartEnd: "puntuación final",
  ownPoints: "Puntos propios",
  teamTotal: "Total del equipo",
};
