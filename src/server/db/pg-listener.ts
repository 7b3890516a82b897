import pg from 'pg';

type Callback = (payload: string) => void;

const RETRY_MS = [500, 1_000, 2_000, 5_000, 10_000];

/**
 * LISTEN on a dedicated connection: a pooled one would be handed to other queries and lose its
 * subscriptions. One per process, shared by every channel; when the connection drops it is opened again
 * (backing off) and every channel is listened to again, so notifications resume without the callers knowing.
 */
export class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly channels = new Map<string, Set<Callback>>();
  private closed = false;
  private attempt = 0;
  private retryTimer: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly onError: (error: Error) => void,
  ) {}

  async listen(channel: string, callback: Callback): Promise<() => Promise<void>> {
    let callbacks = this.channels.get(channel);
    if (!callbacks) {
      callbacks = new Set();
      this.channels.set(channel, callbacks);
      const client = await this.connection();
      await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    callbacks.add(callback);
    return async () => {
      const set = this.channels.get(channel);
      if (!set?.delete(callback) || set.size) return;
      this.channels.delete(channel);
      if (this.client) await this.client.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const client = this.client;
    this.client = null;
    await client?.end();
  }

  private connection(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      for (const callback of this.channels.get(message.channel) ?? []) callback(message.payload ?? '');
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, new Error('listening connection closed')));
    await client.connect();
    this.client = client;
    this.attempt = 0;
    return client;
  }

  private lost(client: pg.Client, error: Error): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.onError(error);
    client.end().catch(() => undefined);
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    if (this.closed || !this.channels.size) return;
    const delay = RETRY_MS[Math.min(this.attempt++, RETRY_MS.length - 1)]!;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      this.relisten().catch((error: unknown) => {
        this.onError(error instanceof Error ? error : new Error(String(error)));
        this.scheduleReconnect();
      });
    }, delay);
  }

  private async relisten(): Promise<void> {
    if (this.closed) return;
    const client = await this.connection();
    for (const channel of this.channels.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
  }
}
