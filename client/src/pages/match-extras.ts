/**
 * The parts of a match page the first board does not need — the chat, turn alerts, clocks and the vote, a seated
 * player's own tools and a seat link's question, the share panel — gathered in one module so the build makes them
 * one chunk, loaded (Solid's `lazy`) while the first board is drawn instead of before it, so they never delay it.
 */
export { ChatPanel } from "../pace/ChatPanel.tsx";
export { ClockPanel } from "../pace/ClockPanel.tsx";
export { VotePanel } from "../pace/VotePanel.tsx";
export { TurnAlerts } from "../pace/TurnAlerts.tsx";
export { SeatLinkPrompt } from "../seats/SeatLinkPrompt.tsx";
export { SeatTools } from "../seats/SeatTools.tsx";
export { SharePanel } from "../ui/SharePanel.tsx";
