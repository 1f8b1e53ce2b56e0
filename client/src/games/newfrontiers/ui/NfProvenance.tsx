/** A provenance badge ("printed", "adapted", "designed" in the reader's language), coloured by nf.css. */
import type { Provenance } from "../../../../../engine/newfrontiers/catalogue-types.ts";
import { provenanceLabel } from "../tile-words.ts";

export function NfProvenance(props: { of: Provenance }) {
  return <span class={`nf-prov ${props.of}`}>{provenanceLabel(props.of)}</span>;
}
