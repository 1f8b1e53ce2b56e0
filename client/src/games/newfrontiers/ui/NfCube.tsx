/** A goods cube in its kind's colour (decorative; the surrounding text names the good). */
import type { Kind } from "../../../../../engine/newfrontiers/catalogue-types.ts";
import { KIND_HEX } from "./nf-tile-facts.ts";

export function NfCube(props: { kind: Kind }) {
  return <span class="nf-cube" style={{ background: KIND_HEX[props.kind] }} title={props.kind} aria-hidden="true" />;
}
