/** Shared SVG definitions of the space board: the rock texture that asteroid fields are filled with (url(#sw-rocks)). */
import { SPACE } from "../../../../../contract/colors.ts";

export function SpaceDefs() {
  return (
    <defs>
      <pattern id="sw-rocks" width="26" height="26" patternUnits="userSpaceOnUse" patternTransform="rotate(17)">
        <circle cx="5" cy="6" r="3.2" fill={SPACE.rockEdge} opacity="0.55" />
        <circle cx="4.2" cy="5.2" r="1.6" fill={SPACE.rockDots} opacity="0.6" />
        <circle cx="17" cy="9" r="2" fill={SPACE.rockEdge} opacity="0.45" />
        <circle cx="12" cy="19" r="4" fill={SPACE.rockEdge} opacity="0.5" />
        <circle cx="11" cy="18" r="2" fill={SPACE.rockDots} opacity="0.5" />
        <circle cx="23" cy="22" r="1.4" fill={SPACE.rockDots} opacity="0.7" />
      </pattern>
    </defs>
  );
}
