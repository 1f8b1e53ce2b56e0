// Demo host page (embed.html): picks the match to show — ?match=<id>, else the demo match this browser started
// before while it still exists, else one started on a click (a visit alone never creates a match; its empty seat a
// bot's unless unticked) — then embeds it
// with the documented snippet, logs the widget's events and sends it the buttons' commands.
const KEY = "meeplehall-demo-match";
const widgetOrigin = location.origin; // the widget's own origin; a real host page names the Meeplehall site here

async function exists(id) {
  return (await fetch(`/api/matches/${encodeURIComponent(id)}`)).ok;
}

async function startMatch(withBot) {
  const match = { game: "carcassonne", players: 2, ...(withBot ? { bots: [{ seat: 1, level: "medium" }] } : {}) };
  const r = await fetch("/api/matches", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(match) });
  const json = await r.json();
  if (!r.ok) throw new Error(json.message ?? `HTTP ${r.status}`);
  return json.id;
}

function show(id) {
  history.replaceState(null, "", `?match=${id}`);
  const iframe = document.createElement("iframe");
  iframe.src = `${widgetOrigin}/embed/${id}?parent=${encodeURIComponent(location.origin)}`;
  iframe.title = "Meeplehall match";
  document.getElementById("frame").replaceChildren(iframe);
  document.getElementById("play").href = `${widgetOrigin}/m/${id}`;
  for (const b of document.querySelectorAll("button[data-cmd]"))
    b.onclick = () => iframe.contentWindow.postMessage({ source: "meeplehall-host", ...JSON.parse(b.dataset.cmd) }, widgetOrigin);
}

const log = document.getElementById("events");
window.addEventListener("message", (e) => {
  if (e.origin !== widgetOrigin || e.data?.source !== "meeplehall") return;
  log.textContent += JSON.stringify(e.data) + "\n";
  log.scrollTop = log.scrollHeight;
});

const asked = new URLSearchParams(location.search).get("match");
const remembered = localStorage.getItem(KEY);
if (asked) show(asked);
else if (remembered && (await exists(remembered))) show(remembered);
else {
  const start = document.getElementById("start");
  document.getElementById("starter").hidden = false;
  start.onclick = async () => {
    start.disabled = true;
    try {
      const id = await startMatch(document.getElementById("with-bot").checked);
      localStorage.setItem(KEY, id);
      show(id);
    } catch (e) {
      start.disabled = false;
      log.textContent += `Could not start a match: ${e.message}\n`;
    }
  };
}
