/**
 * The close codes of a match socket, in a module of their own with no imports, so the client's first chunk can read
 * them without the protocol's validation library (protocol.ts).
 */
/**
 * WebSocket close codes used by the server (1005/1006 from a peer are answered with 1000): `policy` = rate limit
 * abused, `tooBig` = a frame over 64 KB, `gone` = the match does not exist (expired), `tooMany` = a socket cap of
 * worker/socket-limits.ts was reached (per match, per client address, spectators, sockets of one seat); the reason
 * says which. A client should not reconnect at once after `gone` or `tooMany`.
 */
export const CLOSE = { normal: 1000, policy: 1008, tooBig: 1009, gone: 4404, tooMany: 4429 } as const;
