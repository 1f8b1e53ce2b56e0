/** "Cómo se juega" en español (las palabras de las reglas: loseta, camino, ciudad, monasterio; fichas de PV, créditos). */
import type { Translation } from "../../i18n/messages.ts";
import type { LearnDict } from "./en.ts";

export const es: Translation<LearnDict> = {
  howToPlay: "Cómo se juega",
  howToPlayGame: "Cómo se juega a {{ game }}",
  prev: "Atrás",
  next: "Siguiente",
  done: "Listo",
  step: "{{ n }} de {{ of }}",
  close: "Cerrar",
  dialogHint: "Esc cierra esta guía; la partida sigue detrás.",
  backToLobby: "Volver al inicio",
  unknownGame: "No hay guía para este juego. Elige uno:",
  "name.carcassonne": "Carcassonne",
  "name.starwars": "Carcassonne Star Wars",
  "name.newfrontiers": "New Frontiers",

  "carcassonne.goal.title": "El objetivo",
  "carcassonne.goal.p1":
    "Entre todos formáis un paisaje, loseta a loseta: caminos, ciudades, monasterios y los campos entre ellos. Vuestros meeples ocupan esas zonas, y una zona puntúa cuando se completa.",
  "carcassonne.goal.p2": "Cada jugador tiene 7 meeples. Gana quien tenga más puntos después de la última loseta.",
  "carcassonne.turn.title": "Un turno",
  "carcassonne.turn.p1":
    "1. Coloca la loseta que has robado. Debe tocar una loseta ya colocada y cada lado que toque debe coincidir: ciudad con ciudad, camino con camino, campo con campo. Las casillas donde encaja se resaltan; haz clic otra vez (o pulsa R) para girarla y luego Confirmar.",
  "carcassonne.turn.p2":
    "2. Puedes poner un meeple de tu reserva en un camino, una ciudad, el monasterio o (con granjeros) un campo de esa loseta, solo si nadie tiene ya un meeple en toda esa zona. O pasa.",
  "carcassonne.turn.p3":
    "3. Cada zona que la loseta completa puntúa en el acto y sus meeples vuelven a sus dueños. Una loseta que no encaja en ningún sitio se retira y robas otra.",
  "carcassonne.score.title": "Caminos, ciudades, monasterios",
  "carcassonne.score.p1":
    "Camino (ladrón): completo cuando sus dos extremos están cerrados: 1 punto por loseta. Ciudad (caballero): completa cuando su muralla está cerrada: 2 puntos por loseta y 2 por escudo. Monasterio (monje): completo cuando las 8 casillas a su alrededor están ocupadas: 9 puntos.",
  "carcassonne.score.p2":
    "Puntúa quien tiene más meeples en la zona; en caso de empate, cada empatado puntúa el total; los demás, nada. Una loseta nueva puede unir dos zonas, así que en una pueden acabar varios meeples.",
  "carcassonne.score.p3": "El registro explica cada punto: qué zona, cuántas losetas, cuántos escudos.",
  "carcassonne.farmers.title": "Granjeros",
  "carcassonne.farmers.p1":
    "Los granjeros están activos salvo que la partida los desactive. Un meeple colocado en un campo se tumba: es un granjero y se queda hasta el final. Los caminos, las ciudades y el borde del paisaje delimitan cada campo.",
  "carcassonne.farmers.p2":
    "Al final, cada ciudad completa que toca un campo da 3 puntos a quien tenga más granjeros en ese campo (empate: todos los empatados). Una ciudad que toca varios campos puede puntuar para cada uno.",
  "carcassonne.gold.title": "Minas de oro y reglas de la casa",
  "carcassonne.gold.p1":
    "Minas de oro añade 8 losetas con oro. Al colocar una, se pone un lingote en ella y tú pones otro en cualquiera de las 8 losetas de alrededor (haz clic en ella). Quien puntúa un camino o una ciudad se lleva los lingotes de sus losetas; un monasterio, los de su loseta y sus 8 vecinas. Si puntúan varios jugadores, toman un lingote cada vez, empezando por el jugador en turno.",
  "carcassonne.gold.p2":
    "Al final cada lingote vale 1 punto si tienes de 1 a 3, 2 si tienes de 4 a 6, 3 de 7 a 9 y 4 con 10 o más. Los granjeros y las zonas sin terminar no se llevan oro.",
  "carcassonne.gold.p3":
    "Reglas de la casa, desactivadas salvo que se elijan: con la mano de tres losetas tienes tres losetas y eliges cuál jugar; con «las zonas incompletas no puntúan», los caminos, ciudades y monasterios sin terminar no dan puntos al final.",
  "carcassonne.river.title": "El Río",
  "carcassonne.river.p1":
    "Con El Río la partida empieza en el manantial, no en la loseta inicial habitual (que se baraja con las demás). Las 10 losetas de río se roban primero y el lago al final de ellas; después se sigue con las losetas de tierra.",
  "carcassonne.river.p2":
    "Cada loseta de río debe continuar el río, y no puede girar dos veces seguidas hacia el mismo lado (una vuelta en U). Ningún meeple se pone en el agua; los campos de sus dos orillas están separados, y los del manantial y del lago lo rodean.",
  "carcassonne.inns.title": "Posadas y Catedrales",
  "carcassonne.inns.p1":
    "Un camino con posada da 2 puntos por loseta cuando se completa, pero nada al final de la partida si no está completo.",
  "carcassonne.inns.p2":
    "Una ciudad con catedral da 3 puntos por loseta y 3 por escudo cuando se completa, pero nada al final si no lo está. Varias posadas o catedrales en una misma zona cuentan una vez.",
  "carcassonne.inns.p3":
    "Cada jugador tiene además un meeple grande: se coloca como cualquier otro y, al decidir una mayoría, cuenta por dos. Elígelo en el paso del meeple con el botón Grande (o la tecla B).",
  "carcassonne.end.title": "Fin de la partida",
  "carcassonne.end.p1":
    "La partida acaba tras el turno en que se coloca la última loseta. Entonces puntúan los meeples que siguen en el tablero: camino sin terminar 1 por loseta, ciudad sin terminar 1 por loseta y 1 por escudo, monasterio sin terminar 1 más 1 por loseta a su alrededor; después los granjeros y luego el oro.",
  "carcassonne.end.p2":
    "La pantalla final muestra los puntos de cada jugador por tipo. Gana quien tenga más; la revancha mantiene los mismos asientos.",

  "starwars.goal.title": "El objetivo",
  "starwars.goal.p1":
    "Carcassonne en el espacio: formáis una galaxia de rutas comerciales (como caminos), campos de asteroides (como ciudades) y planetas (como monasterios, siempre en el centro de una loseta). Los símbolos de facción —Alianza Rebelde, Imperio, Cazarrecompensas— están en algunas zonas y en cada planeta: cada uno en una zona puntuada suma 2 puntos.",
  "starwars.goal.p2":
    "Tu asiento decide tu color y tu facción (rojo y verde: Alianza Rebelde; negro y blanco: Imperio; naranja: Cazarrecompensas). Tienes 4 meeples pequeños y 1 grande. Gana quien tenga más puntos al final.",
  "starwars.turn.title": "Un turno",
  "starwars.turn.p1":
    "1. Coloca la loseta: cada lado que toque debe coincidir. Una loseta que no encaja en ningún sitio vuelve al montón y robas otra.",
  "starwars.turn.p2":
    "2. Pon un meeple pequeño o el grande en una zona libre de esa loseta, o aterriza directamente en un planeta de las 8 losetas de alrededor, aunque alguien lo ocupe: eso es un ataque. Los planetas a tu alcance se resaltan.",
  "starwars.turn.p3": "3. Si ahora varios colores comparten una zona, libran una batalla. 4. Las zonas completas puntúan.",
  "starwars.score.title": "Puntuación",
  "starwars.score.p1":
    "Ruta comercial: 1 por loseta + 2 por símbolo de facción. Campo de asteroides: 2 por loseta + 2 por símbolo. Planeta: completo cuando están las 8 losetas a su alrededor: 9 + 2 por su símbolo = 11.",
  "starwars.score.p2":
    "Al final también puntúan las zonas sin terminar: ruta 1 por loseta + 2 por símbolo; campo de asteroides 1 por loseta + 2 por símbolo; planeta 1 + 1 por loseta a su alrededor + 2.",
  "starwars.battle.title": "Batallas",
  "starwars.battle.p1":
    "Solo un color puede ocupar una zona. Cuando varios colores acaban en una (una loseta une dos zonas, o un ataque a un planeta), luchan antes de puntuar, aunque el jugador en turno no participe.",
  "starwars.battle.p2":
    "Dados: 1 por meeple pequeño, 2 por el meeple grande, +1 si en la zona hay un símbolo de tu propia facción (en un planeta, solo el del planeta); como máximo 3. Todos tiran a la vez y cuentan solo su dado más alto: gana el más alto. El panel de dados muestra cada tirada.",
  "starwars.battle.p3":
    "Empate en el más alto: cada empatado gana 1 punto y vuelven a tirar. Quien pierde recupera sus meeples y gana 1 punto por dado tirado. Los meeples del ganador se quedan y la zona puntúa si está completa.",
  "starwars.teams.title": "Equipos (4 jugadores)",
  "starwars.teams.p1":
    "En la variante por equipos los compañeros se sientan enfrente: Rebeldes (rojo y verde) contra Imperio (negro y blanco). Cada equipo comparte una puntuación.",
  "starwars.teams.p2":
    "Los compañeros nunca luchan entre sí. En una batalla tira un jugador por equipo: 1 dado por meeple del equipo en la zona (el grande cuenta 2), +1 por el símbolo propio del equipo, como máximo 3.",
  "starwars.end.title": "Fin de la partida",
  "starwars.end.p1":
    "La partida acaba cuando no se puede robar ni colocar ninguna loseta. Las zonas sin terminar puntúan como en la pantalla de puntuación.",
  "starwars.end.p2": "La pantalla final desglosa los puntos de cada jugador (o equipo), también los de las batallas. Gana quien tenga más.",

  "newfrontiers.goal.title": "El objetivo",
  "newfrontiers.goal.p1":
    "Construye un imperio galáctico: asienta mundos y compra desarrollos. Cada ficha vale los puntos de victoria (PV) de su hexágono morado; los desarrollos de coste 9 muestran «?»: una bonificación que se cuenta al final.",
  "newfrontiers.goal.p2":
    "Durante la partida también ganas fichas de PV (consumiendo bienes, con bonificaciones y poderes). Tu puntuación = fichas de PV + PV de tus fichas + bonificaciones «?» (+ metas). La cabecera de cada imperio muestra sus créditos, fichas de PV y colonos, y en negrita su puntuación actual.",
  "newfrontiers.goal.p3":
    "Casi todas las fichas tienen un poder que cambia una regla para su dueño: la ficha lo muestra resumido y su botón «i», completo. Gana quien tenga más PV al final.",
  "newfrontiers.round.title": "Una ronda: acciones y prioridad",
  "newfrontiers.round.p1":
    "En cada ronda cada jugador selecciona una ficha de acción que nadie haya tomado en esa ronda (con 2 jugadores, dos cada uno), en el orden de la pista de prioridad: los discos de colores. Un disco marcado ya ha seleccionado; el rodeado selecciona ahora.",
  "newfrontiers.round.p2":
    "Tras cada selección todos realizan esa acción, empezando por quien la eligió y siguiendo la pista; quien la eligió recibe además la bonificación. Desarrollar: compra un desarrollo (quien eligió paga 1 menos). Explorar: se roban 7 mundos y cada uno elige uno (quien eligió, un segundo). Asentar: gana 2 colonos o asienta un mundo explorado (quien eligió gana antes 1 colono). Producir: aparecen bienes. Comerciar/Consumir: vende un bien y usa tus poderes de consumo (quien eligió +1 ficha de PV).",
  "newfrontiers.round.p3":
    "Retirarse al aislamiento solo da 2 créditos a quien la elige. Enviar emisarios diplomáticos le da 1 ficha de PV y lleva su disco al primer puesto de la pista. Con las metas galácticas, Trazar metas galácticas sustituye a Retirarse al aislamiento.",
  "newfrontiers.goods.title": "Bienes, créditos y fichas de PV",
  "newfrontiers.goods.p1":
    "Las colonias de producción reciben un bien cada vez que se selecciona Producir, si no tienen ninguno. Los mundos de ganancia inesperada (borde discontinuo y brillante) solo lo reciben con la bonificación de quien elige Producir o con un poder. Una colonia tiene como mucho un bien. Tipos por color: Novedad (cian), Elementos raros (marrón), Genes (verde), Tecnología alienígena (amarillo); los mundos grises nunca tienen bienes.",
  "newfrontiers.goods.p2":
    "En Comerciar/Consumir puedes vender un bien por 1 a 4 créditos según su tipo; después debes usar cada poder de consumo aplicable, convirtiendo bienes en fichas de PV y créditos.",
  "newfrontiers.goods.p3":
    "Los créditos pagan desarrollos y mundos no militares. En una ronda en que nadie elige Producir se añade 1 crédito a su ficha para quien la elija después.",
  "newfrontiers.military.title": "Asentar y fuerza militar",
  "newfrontiers.military.p1":
    "Para asentar un mundo explorado necesitas sus colonos de tu tapete y, o bien su coste en créditos (la moneda dorada), o bien, si es un mundo militar (el escudo rojo), una fuerza militar al menos igual a su defensa.",
  "newfrontiers.military.p2":
    "Tu fuerza militar es la suma de los +N rojos de tus colonias y desarrollos. Algunos poderes dan fuerza militar temporal para un Asentar, comprada con créditos o devolviendo un bien. Créditos y fuerza militar nunca se combinan para un mismo mundo.",
  "newfrontiers.military.p3":
    "Los mundos explorados esperan en gris junto a tu imperio, inactivos hasta asentarlos; entre mundos y colonias no puedes tener más de 9.",
  "newfrontiers.end.title": "Fin de la partida",
  "newfrontiers.end.p1":
    "La partida acaba tras la ronda en que ocurre cualquiera de estas cosas: los desarrollos de un jugador cubren más de 10 espacios de su tapete; un jugador tiene más de 7 colonias (con la de origen); quedan menos de 5 colonos en la reserva tras un Asentar; se agota la reserva de fichas de PV (entran las fichas de 10 PV).",
  "newfrontiers.end.p2":
    "Los mundos explorados salen de los imperios; cada jugador suma fichas de PV + PV de las fichas + bonificaciones «?» (+ metas). La pantalla final dice qué condición terminó la partida y desglosa cada puntuación.",
  "newfrontiers.end.p3": "Empates: gana quien tenga más créditos más bienes en su imperio; si siguen empatados, comparten la victoria.",
};
