/** „Jak grać” po polsku (słowa polskich zasad: płytka, droga, miasto, klasztor, łąka, pionek; żetony PZ, kredyty). */
import type { Translation } from "../../i18n/messages.ts";
import type { LearnDict } from "./en.ts";

export const pl: Translation<LearnDict> = {
  howToPlay: "Jak grać",
  howToPlayGame: "Jak grać w {{ game }}",
  prev: "Wstecz",
  next: "Dalej",
  done: "Gotowe",
  step: "{{ n }} z {{ of }}",
  close: "Zamknij",
  dialogHint: "Esc zamyka ten przewodnik; partia toczy się dalej pod spodem.",
  backToLobby: "Wróć do lobby",
  unknownGame: "Dla tej gry nie ma przewodnika. Wybierz grę:",
  "name.carcassonne": "Carcassonne",
  "name.starwars": "Carcassonne Star Wars",
  "name.newfrontiers": "New Frontiers",

  "carcassonne.goal.title": "Cel gry",
  "carcassonne.goal.p1":
    "Wspólnie układacie krainę, płytka po płytce: drogi, miasta, klasztory i łąki między nimi. Wasze pionki zajmują te obszary, a obszar punktuje, gdy zostanie ukończony.",
  "carcassonne.goal.p2": "Każdy gracz ma 7 pionków. Wygrywa ten, kto po ostatniej płytce ma najwięcej punktów.",
  "carcassonne.turn.title": "Tura",
  "carcassonne.turn.p1":
    "1. Połóż wylosowaną płytkę. Musi dotykać leżącej płytki, a każdy stykający się bok musi pasować: miasto do miasta, droga do drogi, łąka do łąki. Pola, na których pasuje, są podświetlone; kliknij jeszcze raz (lub naciśnij R), by ją obrócić, potem Potwierdź.",
  "carcassonne.turn.p2":
    "2. Możesz postawić jeden pionek z zapasu na drodze, mieście, klasztorze lub (z chłopami) łące tej płytki — tylko jeśli na całym tym obszarze nie stoi jeszcze niczyj pionek. Albo pomiń.",
  "carcassonne.turn.p3":
    "3. Każdy obszar ukończony tą płytką od razu punktuje, a jego pionki wracają do właścicieli. Płytka, która nigdzie nie pasuje, odpada z gry i losujesz następną.",
  "carcassonne.score.title": "Drogi, miasta, klasztory",
  "carcassonne.score.p1":
    "Droga (rozbójnik): ukończona, gdy oba końce są zamknięte — 1 punkt za płytkę. Miasto (rycerz): ukończone, gdy mury są zamknięte — 2 punkty za płytkę i 2 za herb. Klasztor (mnich): ukończony, gdy wszystkie 8 pól wokół jest zajętych — 9 punktów.",
  "carcassonne.score.p2":
    "Obszar punktuje gracz z największą liczbą pionków na nim; przy remisie każdy z remisujących dostaje pełną wartość; pozostali nic. Nowa płytka może połączyć dwa obszary, więc na jednym może stać kilka pionków.",
  "carcassonne.score.p3": "Dziennik wyjaśnia każdy punkt: który obszar, ile płytek, ile herbów.",
  "carcassonne.farmers.title": "Chłopi",
  "carcassonne.farmers.p1":
    "Chłopi są włączeni, chyba że partia ich wyłączy. Pionek postawiony na łące kładzie się: to chłop i zostaje do końca gry. Łąkę ograniczają drogi, miasta i brzeg krainy.",
  "carcassonne.farmers.p2":
    "Na koniec każde ukończone miasto, które dotyka łąki, daje 3 punkty graczowi z największą liczbą chłopów na tej łące (przy remisie wszystkim remisującym). Miasto dotykające kilku łąk może punktować dla każdej z nich.",
  "carcassonne.gold.title": "Kopalnie złota i zasady domowe",
  "carcassonne.gold.p1":
    "Kopalnie złota dodają 8 płytek ze złotem. Gdy kładziesz taką płytkę, sztabka trafia na nią, a drugą kładziesz na dowolnej z 8 płytek wokół (kliknij ją). Kto punktuje drogę lub miasto, bierze sztabki z jego płytek; klasztor — z własnej płytki i 8 sąsiednich. Gdy punktuje kilku graczy, biorą po jednej sztabce na zmianę, zaczynając od gracza, którego jest tura.",
  "carcassonne.gold.p2":
    "Na koniec każda sztabka jest warta 1 punkt, jeśli masz ich 1–3, 2 przy 4–6, 3 przy 7–9 i 4 przy 10 lub więcej. Chłopi i nieukończone obszary nie zbierają złota.",
  "carcassonne.gold.p3":
    "Zasady domowe, wyłączone, chyba że zostaną wybrane: z ręką trzech kafelków trzymasz trzy płytki i wybierasz, którą zagrać; z „nieukończone obszary nie punktują” niedokończone drogi, miasta i klasztory nie dają na koniec punktów.",
  "carcassonne.river.title": "Rzeka",
  "carcassonne.river.p1":
    "Z Rzeką gra zaczyna się od źródła, a nie od zwykłego kafelka startowego (ten zostaje wtasowany między pozostałe). Najpierw dobiera się 10 kafelków rzeki, a jezioro jako ostatnie z nich; potem gra toczy się dalej kafelkami lądu.",
  "carcassonne.river.p2":
    "Każdy kafelek rzeki musi ją przedłużać i nie może skręcić w tę samą stronę dwa razy z rzędu (zawracanie). Na wodzie nie stawia się pionków; pola na obu brzegach są oddzielne, a pola źródła i jeziora je okrążają.",
  "carcassonne.inns.title": "Karczmy i Katedry",
  "carcassonne.inns.p1":
    "Droga z karczmą daje 2 punkty za kafelek, gdy zostanie ukończona, ale nic na koniec gry, jeśli nie jest ukończona.",
  "carcassonne.inns.p2":
    "Miasto z katedrą daje 3 punkty za kafelek i 3 za herb, gdy zostanie ukończone, ale nic na koniec, jeśli nie jest. Kilka karczm lub katedr w jednym obszarze liczy się raz.",
  "carcassonne.inns.p3":
    "Każdy gracz ma też dużego pionka: stawia się go jak każdego innego, a przy ustalaniu przewagi liczy się za dwa. Wybierz go przy stawianiu pionka przyciskiem Duży (lub klawiszem B).",
  "carcassonne.end.title": "Koniec gry",
  "carcassonne.end.p1":
    "Gra kończy się po turze, w której położono ostatnią płytkę. Wtedy punktują pionki, które zostały na planszy: nieukończona droga 1 za płytkę, nieukończone miasto 1 za płytkę i 1 za herb, nieukończony klasztor 1 plus 1 za każdą płytkę wokół; potem chłopi, na końcu złoto.",
  "carcassonne.end.p2":
    "Ekran końcowy pokazuje punkty każdego gracza według rodzaju. Wygrywa najwięcej punktów; rewanż zachowuje te same miejsca.",

  "starwars.goal.title": "Cel gry",
  "starwars.goal.p1":
    "Carcassonne w kosmosie: układacie galaktykę ze szlaków handlowych (jak drogi), pól asteroid (jak miasta) i planet (jak klasztory, zawsze na środku płytki). Symbole frakcji — Sojusz Rebeliantów, Imperium, Łowcy Nagród — są na niektórych obszarach i na każdej planecie: każdy w punktowanym obszarze daje 2 punkty.",
  "starwars.goal.p2":
    "Twoje miejsce wyznacza kolor i frakcję (czerwony i zielony: Sojusz Rebeliantów; czarny i biały: Imperium; pomarańczowy: Łowcy Nagród). Masz 4 małe pionki i 1 duży. Wygrywa najwięcej punktów na koniec.",
  "starwars.turn.title": "Tura",
  "starwars.turn.p1":
    "1. Połóż płytkę: każdy stykający się bok musi pasować. Płytka, która nigdzie nie pasuje, wraca do stosu i losujesz ponownie.",
  "starwars.turn.p2":
    "2. Postaw mały pionek lub duży na wolnym obszarze tej płytki — albo wyląduj prosto na planecie na jednej z 8 płytek wokół, nawet zajętej przez kogoś: to atak. Planety w twoim zasięgu są podświetlone.",
  "starwars.turn.p3": "3. Jeśli różne kolory dzielą teraz obszar, toczą bitwę. 4. Ukończone obszary punktują.",
  "starwars.score.title": "Punktacja",
  "starwars.score.p1":
    "Szlak handlowy: 1 za płytkę + 2 za symbol frakcji. Pole asteroid: 2 za płytkę + 2 za symbol. Planeta: ukończona, gdy leży wszystkie 8 płytek wokół — 9 + 2 za jej symbol = 11.",
  "starwars.score.p2":
    "Na koniec punktują też nieukończone obszary: szlak 1 za płytkę + 2 za symbol; pole asteroid 1 za płytkę + 2 za symbol; planeta 1 + 1 za każdą płytkę wokół + 2.",
  "starwars.battle.title": "Bitwy",
  "starwars.battle.p1":
    "Obszar może zajmować tylko jeden kolor. Gdy na jednym znajdą się różne kolory (płytka łączy dwa obszary albo atak na planetę), walczą przed punktacją — nawet jeśli gracz, którego jest tura, nie bierze udziału.",
  "starwars.battle.p2":
    "Kości: 1 za mały pionek, 2 za duży, +1, jeśli w obszarze jest symbol twojej frakcji (na planecie liczy się tylko symbol planety); najwyżej 3. Wszyscy rzucają naraz i liczą tylko swoją najwyższą kość: wygrywa najwyższa. Panel kości pokazuje każdy rzut.",
  "starwars.battle.p3":
    "Remis na najwyższym wyniku: każdy remisujący dostaje 1 punkt i rzucają ponownie. Przegrany zabiera swoje pionki i dostaje 1 punkt za każdą rzuconą kość. Pionki zwycięzcy zostają, a obszar punktuje, jeśli jest ukończony.",
  "starwars.teams.title": "Drużyny (4 graczy)",
  "starwars.teams.p1":
    "W wariancie drużynowym partnerzy siedzą naprzeciw siebie: Rebelianci (czerwony i zielony) przeciw Imperium (czarny i biały). Każda drużyna ma wspólny wynik.",
  "starwars.teams.p2":
    "Partnerzy nigdy ze sobą nie walczą. W bitwie rzuca jeden gracz z drużyny: 1 kość za każdy pionek drużyny w obszarze (duży liczy się za 2), +1 za symbol własnej drużyny, najwyżej 3.",
  "starwars.end.title": "Koniec gry",
  "starwars.end.p1":
    "Gra kończy się, gdy nie można już wylosować ani położyć żadnej płytki. Nieukończone obszary punktują jak na ekranie punktacji.",
  "starwars.end.p2": "Ekran końcowy rozbija punkty każdego gracza (lub drużyny), także te z bitew. Wygrywa najwięcej punktów.",

  "newfrontiers.goal.title": "Cel gry",
  "newfrontiers.goal.p1":
    "Zbuduj galaktyczne imperium: kolonizuj światy i kupuj rozwinięcia. Każda płytka jest warta tyle punktów zwycięstwa (PZ), ile ma w fioletowym sześciokącie; rozwinięcia za 9 mają „?”: premię liczoną na koniec.",
  "newfrontiers.goal.p2":
    "W trakcie gry zdobywasz też żetony PZ (konsumując towary, z premii i mocy). Twój wynik = żetony PZ + PZ twoich płytek + premie „?” (+ cele). Nagłówek każdego imperium pokazuje jego kredyty, żetony PZ i kolonistów, a pogrubiony — dotychczasowy wynik.",
  "newfrontiers.goal.p3":
    "Większość płytek ma moc, która zmienia jakąś zasadę dla właściciela: płytka pokazuje ją w skrócie, przycisk „i” w całości. Wygrywa najwięcej PZ na koniec.",
  "newfrontiers.round.title": "Runda: akcje i kolejność",
  "newfrontiers.round.p1":
    "W każdej rundzie każdy gracz wybiera jedną płytkę akcji, której nikt jeszcze w tej rundzie nie wziął (przy 2 graczach po dwie), w kolejności toru kolejności — kolorowych krążków. Krążek z ptaszkiem już wybierał; ten w obwódce wybiera teraz.",
  "newfrontiers.round.p2":
    "Po każdym wyborze wszyscy wykonują tę akcję, zaczynając od wybierającego i idąc dalej po torze; wybierający dostaje też premię. Rozwój: kup rozwinięcie (wybierający płaci 1 mniej). Eksploracja: losuje się 7 światów, każdy bierze jeden (wybierający drugi). Kolonizacja: weź 2 kolonistów albo skolonizuj zbadany świat (wybierający najpierw +1 kolonista). Produkcja: pojawiają się towary. Handel/Konsumpcja: sprzedaj towar, potem użyj mocy konsumpcji (wybierający +1 żeton PZ).",
  "newfrontiers.round.p3":
    "Wycofanie w izolację daje tylko wybierającemu 2 kredyty. Wysłanie emisariuszy dyplomatycznych daje mu 1 żeton PZ i przesuwa jego krążek na początek toru. Z celami galaktycznymi Wytyczenie celów galaktycznych zastępuje Wycofanie w izolację.",
  "newfrontiers.goods.title": "Towary, kredyty i żetony PZ",
  "newfrontiers.goods.p1":
    "Kolonie produkcyjne dostają towar przy każdym wyborze Produkcji, jeśli żadnego nie mają. Światy z bonusem przy kolonizacji (przerywana, świecąca ramka) dostają go tylko z premii wybierającego Produkcję albo z mocy. Kolonia ma najwyżej jeden towar. Rodzaje według koloru: Nowinki (błękitne), Rzadkie pierwiastki (brązowe), Geny (zielone), Technologie obcych (żółte); szare światy nigdy nie mają towarów.",
  "newfrontiers.goods.p2":
    "W Handlu/Konsumpcji możesz sprzedać jeden towar za 1 do 4 kredytów, zależnie od rodzaju; potem musisz użyć każdej pasującej mocy konsumpcji, zamieniając towary na żetony PZ i kredyty.",
  "newfrontiers.goods.p3":
    "Kredytami płacisz za rozwinięcia i niemilitarne światy. W rundzie, w której nikt nie wybierze Produkcji, na jej płytkę trafia 1 kredyt dla następnego wybierającego.",
  "newfrontiers.military.title": "Kolonizacja i siła militarna",
  "newfrontiers.military.p1":
    "Aby skolonizować zbadany świat, potrzebujesz jego kolonistów z planszetki oraz albo jego kosztu w kredytach (złota moneta), albo — dla świata militarnego (czerwona tarcza) — siły militarnej co najmniej równej jego obronie.",
  "newfrontiers.military.p2":
    "Siła militarna to suma czerwonych +N na twoich koloniach i rozwinięciach. Niektóre moce dają tymczasową siłę na jedną Kolonizację, kupioną za kredyty albo za oddany towar. Kredytów i siły militarnej nigdy nie łączy się przy jednym świecie.",
  "newfrontiers.military.p3":
    "Zbadane światy czekają na szaro obok imperium, nieaktywne do skolonizowania; światów i kolonii razem może być najwyżej 9.",
  "newfrontiers.end.title": "Koniec gry",
  "newfrontiers.end.p1":
    "Gra kończy się po rundzie, w której zdarzy się cokolwiek z tego: rozwinięcia gracza zajmują ponad 10 pól jego planszetki; gracz ma ponad 7 kolonii (z macierzystą); po Kolonizacji w zapasie zostaje mniej niż 5 kolonistów; wyczerpie się pula żetonów PZ (wchodzą żetony 10 PZ).",
  "newfrontiers.end.p2":
    "Zbadane światy opuszczają imperia; każdy liczy żetony PZ + PZ płytek + premie „?” (+ cele). Ekran końcowy mówi, który warunek zakończył grę, i rozbija każdy wynik.",
  "newfrontiers.end.p3": "Remis: wygrywa więcej kredytów plus towarów w imperium; przy dalszym remisie zwycięstwo jest wspólne.",
};
