/**
 * Headings in sentence case in every language ("Cómo se juega", "Ruta comercial", never "Cómo Jugar"): no stylesheet
 * of the client title-cases text (`text-transform: capitalize` turns "ruta comercial" into "Ruta Comercial" and a bot's
 * "Bot · medium" into "Bot · Medium"); a heading that starts lowercase in a dictionary gets its first letter only
 * (`::first-letter`). And the Spanish dictionaries' short texts (headings, labels, buttons) capitalise no word after
 * the first but names: the games', the factions', the expansions' and the powers' own.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../support/dev-server.ts";

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name), keep) : keep(e.name) ? [join(dir, e.name)] : [],
  );
}

/** Words that are names (and so capitalised in Spanish too) or abbreviations. */
const NAMES =
  /^(Carcassonne|Star|Wars|New|Frontiers|Meeplehall|Bot|QR|PV|VP|Alianza|Rebelde|Imperio|Cazarrecompensas|Galactic|Scavengers|Alien|Oort|Cloud|Factory|The|Gathering|Storm|Rebel|vs|Imperium|Brink|of|War|Artifacts|Xeno|Invasion|Novedad|Elementos|Genes|Tecnología|Elevación|Terraformación|Producir|Asentar|Explorar|Desarrollar|Comerciar\/Consumir|Consumir|Retirarse|Enviar|Confirmar|Saltar|R|Esc|Rebeldes|Minas|Seguir|Catedrales|Río)\b/;

describe("sentence case", () => {
  it("no client stylesheet title-cases text", () => {
    for (const file of files(join(ROOT, "client/src"), (n) => n.endsWith(".css")))
      expect(readFileSync(file, "utf8"), file).not.toMatch(/text-transform:\s*capitalize/);
  });

  it("Spanish short texts capitalise only their first word and names", () => {
    const found: string[] = [];
    for (const file of files(join(ROOT, "client/src"), (n) => /^es(-[a-z]+)?\.ts$/.test(n))) {
      if (!file.includes("i18n")) continue;
      for (const m of readFileSync(file, "utf8").matchAll(/^\s*"?[\w.]+"?:\s*"([^"{}]{1,40})",?$/gm)) {
        // Each sentence may start with a capital.
        const words = m[1]!
          .split(/[.:!?]\s+/)
          .flatMap((x) => x.split(/\s+/).slice(1))
          .filter((w) => /^[A-ZÁÉÍÓÚÑ]/.test(w) && !NAMES.test(w));
        if (words.length) found.push(`${file.slice(ROOT.length)}: ${m[1]}`);
      }
    }
    expect(found).toEqual([]);
  });
});
