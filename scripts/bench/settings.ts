/** Where the benchmark's database lives: BENCH_DATABASE_URL, or realty_bench on the local server. */
export const BENCH_URL =
  process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/realty_bench';
