/**
 * Token buckets for one match's limits, keyed by what is limited: a socket's frames, an address's frames across
 * its sockets, a seat's moves across its sockets, a seat's "play for me" changes (socket-hub.ts). A bucket starts
 * full; a full bucket is the same as none, so full ones are dropped (`prune`) and a match keeps no entry for
 * sockets, addresses or seats that have gone quiet.
 */

/** A bucket's size and how fast it refills. */
export interface Rate {
  burst: number;
  perSecond: number;
}

interface Bucket {
  tokens: number;
  at: number;
}

/** Buckets kept before full ones are dropped (each take then costs a pass over them now and then). */
const PRUNE_ABOVE = 64;

export class RateBuckets<K> {
  private readonly buckets = new Map<K, Bucket>();

  constructor(private readonly rate: Rate) {}

  private refilled(b: Bucket, now: number): number {
    return Math.min(this.rate.burst, b.tokens + (Math.max(0, now - b.at) * this.rate.perSecond) / 1000);
  }

  /** Whether `key` has `cost` tokens at `now` (nothing is spent). */
  has(key: K, now: number, cost = 1): boolean {
    const b = this.buckets.get(key);
    return (b ? this.refilled(b, now) : this.rate.burst) >= cost;
  }

  /** Whether `key` may spend `cost` tokens at `now` (they are spent if so; nothing changes if not). */
  take(key: K, now: number, cost = 1): boolean {
    const b = this.buckets.get(key);
    const tokens = b ? this.refilled(b, now) : this.rate.burst;
    if (tokens < cost) return false;
    if (this.buckets.size >= PRUNE_ABOVE && !b) this.prune(now);
    this.buckets.set(key, { tokens: tokens - cost, at: now });
    return true;
  }

  /** Whether `key`'s bucket is full at `now` (it has not spent anything lately). */
  full(key: K, now: number): boolean {
    const b = this.buckets.get(key);
    return !b || this.refilled(b, now) >= this.rate.burst;
  }

  /** Forgets `key` (its socket closed). */
  delete(key: K): void {
    this.buckets.delete(key);
  }

  /** Drops every bucket that has refilled (the same as having none). */
  prune(now: number): void {
    for (const [key, b] of this.buckets) if (this.refilled(b, now) >= this.rate.burst) this.buckets.delete(key);
  }

  get size(): number {
    return this.buckets.size;
  }
}
