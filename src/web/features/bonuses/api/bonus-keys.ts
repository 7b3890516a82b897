/** Every bonuses query key, under one root, so a write refreshes what it touches. */
export const bonusKeys = {
  all: ['bonuses'] as const,
  schemas: () => [...bonusKeys.all, 'schemas'] as const,
  calculation: (body: object) => [...bonusKeys.all, 'calculation', body] as const,
  agents: (range: object) => [...bonusKeys.all, 'agents', range] as const,
  targets: (month: string) => [...bonusKeys.all, 'targets', month] as const,
  withTargets: (month: string) => [...bonusKeys.all, 'with-targets', month] as const,
  participants: () => [...bonusKeys.all, 'participants'] as const,
};
