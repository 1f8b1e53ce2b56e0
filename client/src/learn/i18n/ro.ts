/** „Cum se joacă” în română (cuvintele regulilor: cartonaș, drum, oraș, mănăstire, câmp, meeple; jetoane PV, credite). */
import type { Translation } from "../../i18n/messages.ts";
import type { LearnDict } from "./en.ts";

export const ro: Translation<LearnDict> = {
  howToPlay: "Cum se joacă",
  howToPlayGame: "Cum se joacă {{ game }}",
  prev: "Înapoi",
  next: "Mai departe",
  done: "Gata",
  step: "{{ n }} din {{ of }}",
  close: "Închide",
  dialogHint: "Esc închide ghidul; partida continuă în spate.",
  backToLobby: "Înapoi la pagina principală",
  unknownGame: "Pentru acest joc nu există ghid. Alege unul:",
  "name.carcassonne": "Carcassonne",
  "name.starwars": "Carcassonne Star Wars",
  "name.newfrontiers": "New Frontiers",

  "carcassonne.goal.title": "Scopul jocului",
  "carcassonne.goal.p1":
    "Împreună construiți un ținut, cartonaș cu cartonaș: drumuri, orașe, mănăstiri și câmpurile dintre ele. Meeple-ii voștri ocupă aceste teritorii, iar un teritoriu aduce puncte când este terminat.",
  "carcassonne.goal.p2": "Fiecare jucător are 7 meeple. Câștigă cine are cele mai multe puncte după ultimul cartonaș.",
  "carcassonne.turn.title": "O tură",
  "carcassonne.turn.p1":
    "1. Plasează cartonașul tras. Trebuie să atingă un cartonaș deja plasat, iar fiecare latură atinsă trebuie să se potrivească: oraș cu oraș, drum cu drum, câmp cu câmp. Pătratele unde se potrivește sunt evidențiate; apasă din nou (sau tasta R) ca să-l rotești, apoi Confirmă.",
  "carcassonne.turn.p2":
    "2. Poți pune un meeple din rezervă pe un drum, un oraș, mănăstirea sau (cu țărani) un câmp al acestui cartonaș — doar dacă nimeni nu are încă un meeple pe întregul teritoriu. Sau sari peste.",
  "carcassonne.turn.p3":
    "3. Fiecare teritoriu terminat de cartonaș se punctează imediat, iar meeple-ii de pe el se întorc la proprietari. Un cartonaș care nu se potrivește nicăieri iese din joc și tragi altul.",
  "carcassonne.score.title": "Drumuri, orașe, mănăstiri",
  "carcassonne.score.p1":
    "Drum (hoț): terminat când ambele capete sunt închise — 1 punct pe cartonaș. Oraș (cavaler): terminat când zidurile sunt închise — 2 puncte pe cartonaș și 2 pe blazon. Mănăstire (călugăr): terminată când toate cele 8 pătrate din jur sunt ocupate — 9 puncte.",
  "carcassonne.score.p2":
    "Punctează jucătorul cu cei mai mulți meeple pe teritoriu; la egalitate, fiecare primește valoarea întreagă; ceilalți nimic. Un cartonaș nou poate uni două teritorii, așa că pe unul pot ajunge mai mulți meeple.",
  "carcassonne.score.p3": "Jurnalul explică fiecare punct: ce teritoriu, câte cartonașe, câte blazoane.",
  "carcassonne.farmers.title": "Țăranii",
  "carcassonne.farmers.p1":
    "Țăranii sunt activi dacă partida nu îi oprește. Un meeple pus pe un câmp stă culcat: este țăran și rămâne acolo până la final. Drumurile, orașele și marginea ținutului mărginesc fiecare câmp.",
  "carcassonne.farmers.p2":
    "La final, fiecare oraș terminat care atinge un câmp dă 3 puncte jucătorului cu cei mai mulți țărani pe acel câmp (la egalitate, tuturor celor la egalitate). Un oraș care atinge mai multe câmpuri poate puncta pentru fiecare.",
  "carcassonne.gold.title": "Minele de aur și reguli ale casei",
  "carcassonne.gold.p1":
    "Minele de aur adaugă 8 cartonașe cu aur. Când plasezi unul, pe el se pune un lingou, iar tu pui al doilea pe oricare dintre cele 8 cartonașe din jur (apasă pe el). Cine punctează un drum sau un oraș ia lingourile de pe cartonașele lui; o mănăstire, pe cele de pe cartonașul ei și cele 8 vecine. Când punctează mai mulți jucători, iau câte un lingou pe rând, începând cu jucătorul la mutare.",
  "carcassonne.gold.p2":
    "La final fiecare lingou valorează 1 punct dacă ai 1–3, 2 pentru 4–6, 3 pentru 7–9 și 4 pentru 10 sau mai multe. Țăranii și teritoriile neterminate nu iau aur.",
  "carcassonne.gold.p3":
    "Reguli ale casei, oprite dacă nu sunt alese: cu mâna de trei cartonașe ții trei cartonașe și alegi pe care îl joci; cu „teritoriile nefinalizate nu valorează puncte”, drumurile, orașele și mănăstirile neterminate nu aduc puncte la final.",
  "carcassonne.river.title": "Râul",
  "carcassonne.river.p1":
    "Cu Râul jocul începe de la izvor, nu de la cartonașul de start obișnuit (acesta se amestecă printre celelalte). Cele 10 cartonașe cu râu se trag primele, iar lacul ultimul dintre ele; apoi jocul continuă cu cartonașele de uscat.",
  "carcassonne.river.p2":
    "Fiecare cartonaș cu râu trebuie să continue râul și nu poate coti de două ori la rând în aceeași parte (o întoarcere în U). Pe apă nu stă niciun meeple; câmpurile de pe cele două maluri sunt separate, iar câmpurile izvorului și lacului le înconjoară.",
  "carcassonne.inns.title": "Hanuri și Catedrale",
  "carcassonne.inns.p1": "Un drum cu han aduce 2 puncte pe cartonaș când este terminat, dar nimic la sfârșitul jocului dacă nu este.",
  "carcassonne.inns.p2":
    "Un oraș cu catedrală aduce 3 puncte pe cartonaș și 3 pe blazon când este terminat, dar nimic la sfârșit dacă nu este. Mai multe hanuri sau catedrale într-un teritoriu contează o dată.",
  "carcassonne.inns.p3":
    "Fiecare jucător are și un meeple mare: se așază ca oricare altul, iar la stabilirea majorității contează cât doi. Alege-l la pasul meeple-ului cu butonul Mare (sau tasta B).",
  "carcassonne.end.title": "Sfârșitul jocului",
  "carcassonne.end.p1":
    "Jocul se termină după tura în care se plasează ultimul cartonaș. Atunci punctează meeple-ii rămași pe tablă: drum neterminat 1 pe cartonaș, oraș neterminat 1 pe cartonaș și 1 pe blazon, mănăstire neterminată 1 plus 1 pentru fiecare cartonaș din jur; apoi țăranii, apoi aurul.",
  "carcassonne.end.p2":
    "Ecranul final arată punctele fiecărui jucător pe categorii. Câștigă cele mai multe puncte; revanșa păstrează aceleași locuri.",

  "starwars.goal.title": "Scopul jocului",
  "starwars.goal.p1":
    "Carcassonne în spațiu: construiți o galaxie de rute comerciale (ca drumurile), câmpuri de asteroizi (ca orașele) și planete (ca mănăstirile, mereu în mijlocul cartonașului). Simbolurile de facțiune — Alianța Rebelă, Imperiul, Vânătorii de Recompense — stau pe unele teritorii și pe fiecare planetă: fiecare dintr-un teritoriu punctat adaugă 2 puncte.",
  "starwars.goal.p2":
    "Locul tău îți stabilește culoarea și facțiunea (roșu și verde: Alianța Rebelă; negru și alb: Imperiul; portocaliu: Vânătorii de Recompense). Ai 4 meeple mici și 1 mare. Câștigă cele mai multe puncte la final.",
  "starwars.turn.title": "O tură",
  "starwars.turn.p1":
    "1. Plasează cartonașul: fiecare latură atinsă trebuie să se potrivească. Un cartonaș care nu se potrivește nicăieri se întoarce în teanc și tragi din nou.",
  "starwars.turn.p2":
    "2. Pune un meeple mic sau pe cel mare pe un teritoriu liber al cartonașului — sau aterizează direct pe o planetă de pe unul dintre cele 8 cartonașe din jur, chiar dacă cineva o ocupă: acesta e un atac. Planetele la care ajungi sunt evidențiate.",
  "starwars.turn.p3": "3. Dacă acum culori diferite împart un teritoriu, se dă o bătălie. 4. Teritoriile terminate se punctează.",
  "starwars.score.title": "Punctaj",
  "starwars.score.p1":
    "Rută comercială: 1 pe cartonaș + 2 pe simbol de facțiune. Câmp de asteroizi: 2 pe cartonaș + 2 pe simbol. Planetă: terminată când sunt toate cele 8 cartonașe din jur — 9 + 2 pentru simbolul ei = 11.",
  "starwars.score.p2":
    "La final punctează și teritoriile neterminate: rută 1 pe cartonaș + 2 pe simbol; câmp de asteroizi 1 pe cartonaș + 2 pe simbol; planetă 1 + 1 pentru fiecare cartonaș din jur + 2.",
  "starwars.battle.title": "Bătălii",
  "starwars.battle.p1":
    "Un teritoriu poate fi ținut de o singură culoare. Când pe unul ajung culori diferite (un cartonaș unește două teritorii sau un atac pe o planetă), se luptă înainte de punctare — chiar dacă jucătorul la mutare nu participă.",
  "starwars.battle.p2":
    "Zaruri: 1 pentru fiecare meeple mic, 2 pentru cel mare, +1 dacă în teritoriu e un simbol al facțiunii tale (pe o planetă contează doar simbolul planetei); cel mult 3. Toți aruncă deodată și contează doar zarul cel mai mare: câștigă cel mai mare. Panoul cu zaruri arată fiecare aruncare.",
  "starwars.battle.p3":
    "Egalitate la cel mai mare: fiecare jucător la egalitate primește 1 punct și aruncă din nou. Cine pierde își ia meeple-ii înapoi și primește 1 punct pentru fiecare zar aruncat. Meeple-ii câștigătorului rămân, iar teritoriul se punctează dacă e terminat.",
  "starwars.teams.title": "Echipe (4 jucători)",
  "starwars.teams.p1":
    "În varianta pe echipe partenerii stau față în față: Rebelii (roșu și verde) contra Imperiului (negru și alb). Fiecare echipă are un scor comun.",
  "starwars.teams.p2":
    "Coechipierii nu se luptă niciodată între ei. Într-o bătălie aruncă un singur jucător din echipă: 1 zar pentru fiecare meeple al echipei din teritoriu (cel mare contează 2), +1 pentru simbolul echipei, cel mult 3.",
  "starwars.end.title": "Sfârșitul jocului",
  "starwars.end.p1":
    "Jocul se termină când niciun cartonaș nu mai poate fi tras sau plasat. Teritoriile neterminate se punctează ca pe ecranul de punctaj.",
  "starwars.end.p2":
    "Ecranul final detaliază punctele fiecărui jucător (sau echipe), inclusiv cele din bătălii. Câștigă cele mai multe puncte.",

  "newfrontiers.goal.title": "Scopul jocului",
  "newfrontiers.goal.p1":
    "Construiește un imperiu galactic: colonizează lumi și cumpără dezvoltări. Fiecare piesă valorează punctele de victorie (PV) din hexagonul ei mov; dezvoltările de cost 9 au „?”: un bonus numărat la final.",
  "newfrontiers.goal.p2":
    "În timpul jocului câștigi și jetoane PV (consumând mărfuri, din bonusuri și puteri). Scorul tău = jetoane PV + PV-ul pieselor tale + bonusuri „?” (+ obiective). Antetul fiecărui imperiu arată creditele, jetoanele PV și coloniștii lui, iar îngroșat scorul de până acum.",
  "newfrontiers.goal.p3":
    "Majoritatea pieselor au o putere care schimbă o regulă pentru proprietar: piesa o arată pe scurt, butonul „i” complet. Câștigă cele mai multe PV la final.",
  "newfrontiers.round.title": "O rundă: acțiuni și prioritate",
  "newfrontiers.round.p1":
    "În fiecare rundă fiecare jucător alege o piesă de acțiune pe care nu a luat-o nimeni în runda aceasta (la 2 jucători, câte două), în ordinea pistei de prioritate — discurile colorate. Un disc bifat a ales deja; cel încercuit alege acum.",
  "newfrontiers.round.p2":
    "După fiecare alegere toți execută acțiunea, începând cu cel care a ales-o și continuând pe pistă; cel care a ales primește și bonusul. Dezvoltare: cumperi o dezvoltare (cel care a ales plătește cu 1 mai puțin). Explorare: se trag 7 lumi, fiecare alege una (cel care a ales, încă una). Colonizare: primești 2 coloniști sau colonizezi o lume explorată (cel care a ales primește întâi 1 colonist). Producție: apar mărfuri. Comerț/Consum: vinzi o marfă, apoi folosești puterile de consum (cel care a ales +1 jeton PV).",
  "newfrontiers.round.p3":
    "Retragerea în izolare dă doar celui care o alege 2 credite. Trimiterea emisarilor diplomatici îi dă 1 jeton PV și îi mută discul în fruntea pistei. Cu obiectivele galactice, Trasarea obiectivelor galactice înlocuiește Retragerea în izolare.",
  "newfrontiers.goods.title": "Mărfuri, credite și jetoane PV",
  "newfrontiers.goods.p1":
    "Coloniile de producție primesc o marfă de fiecare dată când se alege Producția, dacă nu au una. Lumile cu resurse neașteptate (chenar întrerupt, strălucitor) primesc una doar din bonusul celui care alege Producția sau dintr-o putere. O colonie are cel mult o marfă. Tipuri după culoare: Noutate (turcoaz), Elemente rare (maro), Gene (verde), Tehnologie extraterestră (galben); lumile gri nu au niciodată mărfuri.",
  "newfrontiers.goods.p2":
    "La Comerț/Consum poți vinde o marfă pentru 1–4 credite, după tipul ei; apoi trebuie să folosești fiecare putere de consum care se aplică, transformând mărfuri în jetoane PV și credite.",
  "newfrontiers.goods.p3":
    "Cu credite plătești dezvoltări și lumi nemilitare. O rundă în care nimeni nu alege Producția adaugă 1 credit pe piesa ei, pentru următorul care o alege.",
  "newfrontiers.military.title": "Colonizare și forță militară",
  "newfrontiers.military.p1":
    "Ca să colonizezi o lume explorată ai nevoie de coloniștii ei de pe planșa ta și fie de costul ei în credite (moneda aurie), fie — pentru o lume militară (scutul roșu) — de o forță militară cel puțin egală cu apărarea ei.",
  "newfrontiers.military.p2":
    "Forța militară e suma valorilor roșii +N de pe coloniile și dezvoltările tale. Unele puteri dau forță militară temporară pentru o Colonizare, cumpărată cu credite sau dând înapoi o marfă. Creditele și forța militară nu se combină niciodată pentru aceeași lume.",
  "newfrontiers.military.p3":
    "Lumile explorate așteaptă în gri lângă imperiul tău, inactive până le colonizezi; lumile și coloniile împreună nu pot depăși 9.",
  "newfrontiers.end.title": "Sfârșitul jocului",
  "newfrontiers.end.p1":
    "Jocul se termină după runda în care se întâmplă oricare dintre acestea: dezvoltările unui jucător acoperă mai mult de 10 spații ale planșei; un jucător are mai mult de 7 colonii (cu cea de origine); după o Colonizare rămân mai puțin de 5 coloniști în rezervă; se golește rezerva de jetoane PV (intră jetoanele de 10 PV).",
  "newfrontiers.end.p2":
    "Lumile explorate ies din imperii; fiecare jucător adună jetoane PV + PV-ul pieselor + bonusuri „?” (+ obiective). Ecranul final spune ce condiție a încheiat jocul și detaliază fiecare scor.",
  "newfrontiers.end.p3": "Egalitate: câștigă cine are mai multe credite plus mărfuri în imperiu; dacă tot e egalitate, împart victoria.",
};
