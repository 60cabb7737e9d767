/**
 * Time as the platform sees it. A leaf: infra and every module take a Clock, so tests can move
 * time, and this file imports nothing, so nothing can loop back through it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
