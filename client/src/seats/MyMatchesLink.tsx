/** The top bar's link to "My matches" (/my): the matches this browser holds a seat in. */
import { st } from "./i18n/index.ts";
import "./seats.css";

export function MyMatchesLink() {
  return (
    <a class="my-link" href="/my" data-testid="my-matches-link">
      {st("myMatches")}
    </a>
  );
}
