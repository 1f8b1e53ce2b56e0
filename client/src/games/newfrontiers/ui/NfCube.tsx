/** A goods cube in its kind's colour (decorative; the surrounding text names the good; its tooltip names the kind). */
import type { Kind } from "../../../../../engine/newfrontiers/catalogue-types.ts";
import { kindName } from "../tile-words.ts";
import { KIND_HEX } from "./nf-tile-facts.ts";

export function NfCube(props: { kind: Kind }) {
  return <span class="nf-cube" style={{ "background-color": KIND_HEX[props.kind] }} title={kindName(props.kind)} aria-hidden="true" />;
}
