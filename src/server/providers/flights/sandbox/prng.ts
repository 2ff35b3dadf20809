/*
 * Everything the sandbox airline "decides" (which routes fly, when, at what price, which seats are
 * taken) comes from hashing stable strings, so the same query on the same day gives the same
 * answer in every process and after a restart, without storing anything.
 */

/** 32-bit FNV-1a of a string, finished with a murmur3 mix so nearby keys spread well. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A stable number in [0, 1) for a key: a deterministic coin. */
export function unit(key: string): number {
  return hash32(key) / 4_294_967_296;
}

/** A short base-36 fingerprint of a key, for ids and checksums. */
export function shortHash(key: string, length = 6): string {
  const a = hash32(key).toString(36);
  const b = hash32(`${key}#`).toString(36);
  return (a + b).padStart(length, '0').slice(0, length);
}

/** mulberry32: tiny, fast, good enough for scheduling and pricing noise. */
export interface Random {
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  between(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(probability: number): boolean;
}

export function seeded(key: string): Random {
  let state = hash32(key) || 0x9e3779b9;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    between: (min, max) => min + next() * (max - min),
    pick: (items) => {
      const item = items[Math.floor(next() * items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
  };
}
