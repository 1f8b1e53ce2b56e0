/**
 * The catalogue status (engine/newfrontiers/catalogue.ts `CatalogueStatus`, carried by the view) in the reader's
 * language: one message per status, keyed by the engine's type (a type-only import: the validated catalogue and
 * valibot stay out of the client chunk), so a new status fails the type check instead of showing English.
 */
import type { CatalogueStatus } from "../../../../../engine/newfrontiers/catalogue.ts";
import { tt } from "../i18n-tiles/index.ts";

const STATUS: Record<CatalogueStatus, "statusProvisional" | "statusPrinted"> = {
  "provisional tile values": "statusProvisional",
  "printed tile values": "statusPrinted",
};

/** "provisional tile values" / "printed tile values" in the current language. */
export const catalogueStatusText = (s: CatalogueStatus): string => tt(STATUS[s]);
