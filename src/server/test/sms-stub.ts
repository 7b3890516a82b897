import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the SMS gateway (decision 012): takes the form POST of key, destination, sender
 * and content and answers `{ Success, Message, Output, ErrorCode }`. It can be told to refuse.
 */
export interface SmsStub {
  url: string;
  /** Every form received, as field -> value. */
  received: Record<string, string>[];
  setFailing(failing: boolean): void;
  close(): Promise<void>;
}

export async function startSmsStub(): Promise<SmsStub> {
  const received: Record<string, string>[] = [];
  let failing = false;
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      received.push(Object.fromEntries(new URLSearchParams(body)));
      const answer = failing
        ? { Success: false, Message: 'Insufficient balance', Output: '', ErrorCode: 20 }
        : { Success: true, Message: '', Output: String(1000 + received.length), ErrorCode: 0 };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/send`,
    received,
    setFailing: (value) => {
      failing = value;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
