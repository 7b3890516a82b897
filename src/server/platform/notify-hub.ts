import type { Listen } from '../db/client';

type Subscriber = () => void;

/**
 * Fans one database channel out to the open streams of this process: one LISTEN however many streams
 * are open (a connection per stream would exhaust the database), each NOTIFY payload naming the key
 * (a user id) whose subscribers are called. It starts listening with the first subscriber.
 */
export class NotifyHub {
  private readonly subscribers = new Map<string, Set<Subscriber>>();
  private listening: Promise<() => Promise<void>> | null = null;

  constructor(
    private readonly listen: Listen,
    private readonly channel: string,
  ) {}

  /** Calls `onEvent` whenever the key is announced; answers the function that stops it. */
  async subscribe(key: string, onEvent: Subscriber): Promise<() => void> {
    this.listening ??= this.listen(this.channel, (payload) => this.dispatch(payload));
    try {
      await this.listening;
    } catch (error) {
      // A failed LISTEN is tried again by the next subscriber rather than remembered for good.
      this.listening = null;
      throw error;
    }
    let set = this.subscribers.get(key);
    if (!set) this.subscribers.set(key, (set = new Set()));
    set.add(onEvent);
    return () => {
      set.delete(onEvent);
      if (!set.size && this.subscribers.get(key) === set) this.subscribers.delete(key);
    };
  }

  async close(): Promise<void> {
    this.subscribers.clear();
    const listening = this.listening;
    this.listening = null;
    if (listening) await (await listening.catch(() => async () => undefined))();
  }

  private dispatch(key: string): void {
    for (const onEvent of [...(this.subscribers.get(key) ?? [])]) onEvent();
  }
}
