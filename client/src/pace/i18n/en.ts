/**
 * English messages of playing at one's own pace (issue 16): the match's chat and the turn alerts (tab title,
 * sound, system notification). The other languages must provide exactly these keys.
 */
export const en = {
  chat: "Chat",
  chatPlaceholder: "Write to the table…",
  chatSend: "Send",
  chatEmpty: "No messages yet.",
  chatSpectator: "Only seated players can write; you are watching.",
  chatMute: "Mute {{ name }}",
  chatUnmute: "Unmute {{ name }}",
  chatMuted: { one: "{{ n }} message from a muted player hidden", other: "{{ n }} messages from muted players hidden" },
  chatNew: { one: "{{ n }} new", other: "{{ n }} new" },
  turnTitle: "Your turn",
  turnNotifyBody: "Open the match to play your move.",
  alerts: "Turn alerts",
  alertSound: "Sound",
  alertNotify: "Notify me",
  alertNotifyOn: "Notifications on",
  alertNotifyBlocked: "Notifications are blocked in this browser",
  clock: "Clock",
  clockNone: "No clock",
  clockFast: "Live · fast (5 min + 10 s a turn)",
  clockNormal: "Live · normal (10 min + 20 s a turn)",
  clockSlow: "Live · slow (20 min + 40 s a turn)",
  clockDay: "Turn-based · 1 day per move",
  clockDays3: "Turn-based · 3 days per move",
  clockDaysHours: "{{ d }} d {{ h }} h",
  clockOut: "out of time",
  clockRunning: "thinking",
  clocks: "Clocks",
};

export type PaceDict = typeof en;
