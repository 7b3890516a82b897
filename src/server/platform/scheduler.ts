/**
 * A tiny in-process scheduler: each registered job runs once when the scheduler starts and then every
 * `everyMinutes`. A job never overlaps itself (a tick that finds the previous run still going is skipped);
 * its errors are logged, never thrown. Tests build the app without starting it and call the jobs' service
 * functions directly, or start it on purpose.
 */
interface ScheduledJob {
  name: string;
  everyMinutes: number;
  run: () => Promise<unknown>;
}

interface SchedulerLog {
  error(details: object, message: string): void;
}

export class Scheduler {
  private readonly jobs: ScheduledJob[] = [];
  private readonly timers: ReturnType<typeof setInterval>[] = [];
  private readonly running = new Map<string, Promise<void>>();
  private started = false;

  constructor(private readonly log: SchedulerLog) {}

  register(job: ScheduledJob): void {
    if (!(job.everyMinutes > 0)) throw new RangeError(`Job ${job.name}: everyMinutes must be above zero`);
    this.jobs.push(job);
    if (this.started) this.schedule(job);
  }

  get isStarted(): boolean {
    return this.started;
  }

  start(): void {
    if (this.started) return;
    this.started = true;
    for (const job of this.jobs) this.schedule(job);
  }

  /** Stops the timers and waits for runs in progress, so the database can be closed after it. */
  async stop(): Promise<void> {
    this.started = false;
    for (const timer of this.timers.splice(0)) clearInterval(timer);
    await Promise.all(this.running.values());
  }

  /** Runs a job now unless it is already running; resolves when that run (or the one in progress) ends. */
  runNow(name: string): Promise<void> {
    const job = this.jobs.find((j) => j.name === name);
    if (!job) return Promise.reject(new Error(`No scheduled job ${name}`));
    return this.runOnce(job);
  }

  private schedule(job: ScheduledJob): void {
    void this.runOnce(job);
    const timer = setInterval(() => void this.runOnce(job), job.everyMinutes * 60_000);
    timer.unref?.();
    this.timers.push(timer);
  }

  private runOnce(job: ScheduledJob): Promise<void> {
    const inProgress = this.running.get(job.name);
    if (inProgress) return inProgress;
    const run = Promise.resolve()
      .then(() => job.run())
      .then(
        () => undefined,
        (err: unknown) => this.log.error({ err, job: job.name }, 'scheduled job failed'),
      )
      .finally(() => this.running.delete(job.name));
    this.running.set(job.name, run);
    return run;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    scheduler: Scheduler;
  }
}
