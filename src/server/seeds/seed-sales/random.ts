import { prng } from '../seed-customers';

/** A random source with the helpers the planner needs (the benchmark's generator uses it too). */
export function randomSource(seed: number) {
  const next = prng(seed);
  const between = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    between,
    chance: (p: number) => next() < p,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    /** A money amount rounded to `step` whole units. */
    round: (value: number, step: number) => Math.max(step, Math.round(value / step) * step),
    shuffle<T>(items: T[]): T[] {
      for (let i = items.length - 1; i > 0; i--) {
        const j = Math.floor(next() * (i + 1));
        [items[i], items[j]] = [items[j]!, items[i]!];
      }
      return items;
    },
  };
}
export type Random = ReturnType<typeof randomSource>;
