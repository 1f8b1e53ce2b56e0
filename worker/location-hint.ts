/**
 * Where a new match's Durable Object should live: near the person creating it. Cloudflare creates a Durable Object
 * once, on the first `get()` of its id, and never moves it; `get(id, { locationHint })` asks for a region, best
 * effort (developers.cloudflare.com/durable-objects/reference/data-location/, "Provide a location hint"). The hint is
 * read from the request's `cf` object (set by Cloudflare's edge): `continent` (AF, AN, AS, EU, NA, OC, SA) names the
 * region, and `longitude` splits the continents that have two (North America: wnam | enam at 100°W, the usual
 * west/east divide; Europe: weur | eeur at 20°E; Asia: the Middle East, me, west of 60°E, else apac). Without
 * `cf` (a Request built in code, as in tests) or for Antarctica there is no hint, and Cloudflare places the object
 * near the request. Locally, `wrangler dev` gives every request a stand-in `cf` (Austin, Texas) and ignores hints.
 */

/** The hints Cloudflare documents (the same list as workers-types' DurableObjectLocationHint). */
export const LOCATION_HINTS = [
  "wnam",
  "enam",
  "sam",
  "weur",
  "eeur",
  "apac",
  "oc",
  "afr",
  "me",
] as const satisfies readonly DurableObjectLocationHint[];

/** The parts of `request.cf` the hint is read from (strings as Cloudflare sends them; longitude in degrees east). */
export interface RequestPlace {
  continent?: string | undefined;
  longitude?: string | undefined;
}

/** The hint for a place, or undefined when there is none to give. */
export function locationHint(cf: RequestPlace | undefined): DurableObjectLocationHint | undefined {
  if (!cf) return undefined;
  const lon = parseFloat(cf.longitude ?? ""); // NaN when missing or unreadable: the continent's usual side
  const side = (divide: number, west: DurableObjectLocationHint, east: DurableObjectLocationHint, unknown: DurableObjectLocationHint) =>
    Number.isNaN(lon) ? unknown : lon < divide ? west : east;
  switch (cf.continent) {
    case "NA":
      return side(-100, "wnam", "enam", "enam");
    case "SA":
      return "sam";
    case "EU":
      return side(20, "weur", "eeur", "weur");
    case "AS":
      return side(60, "me", "apac", "apac");
    case "OC":
      return "oc";
    case "AF":
      return "afr";
    default:
      return undefined; // AN, or a code Cloudflare may add later
  }
}

/** The options for the `get()` that creates a match's object (none without a hint). */
export function placement(request: Request): DurableObjectNamespaceGetDurableObjectOptions | undefined {
  const hint = locationHint(request.cf as RequestPlace | undefined);
  return hint ? { locationHint: hint } : undefined;
}
