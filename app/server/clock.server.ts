/**
 * The server's clock for what depends on the time of day (scheduled articles become visible when
 * it passes their publication time). Tests replace it so that they need not wait; everything that
 * decides "published yet?" reads this one clock, never the database's now(), so the query and the
 * timer that drops the render cache agree.
 */
type Clock = () => Date;

const systemClock: Clock = () => new Date();

// On globalThis: Vite's dev-time reloads evaluate this module again; one clock must remain.
const holder = globalThis as typeof globalThis & { __appClock?: Clock };

/** One day in milliseconds, for retention periods counted in days. */
export const DAY_MS = 24 * 60 * 60 * 1000;

/** The current time. */
export function now(): Date {
  return (holder.__appClock ?? systemClock)();
}

/** Replaces the clock (tests); without an argument, the system clock again. */
export function setClock(clock?: Clock): void {
  holder.__appClock = clock;
}
