import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3Server } from '../test/s3-server';

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const collect = async (keys: AsyncIterable<string>) => {
  const all: string[] = [];
  for await (const key of keys) all.push(key);
  return all.sort();
};

describe('S3 blob store (against a real S3-protocol server)', () => {
  it('keeps bytes under its prefix: put, get, has, keys and remove', async () => {
    const store = s3.store('install-a');
    const other = s3.store('install-b');
    const bytes = Buffer.from([0, 1, 2, 250, 255, 10, 13]);
    await store.put('first', bytes, 'application/octet-stream');
    await store.put('second', Buffer.from('ბაიტები'), 'text/plain');
    await other.put('elsewhere', Buffer.from('x'), 'text/plain');

    expect(await store.get('first')).toEqual(bytes);
    expect((await store.get('second'))?.toString()).toBe('ბაიტები');
    expect(await store.has('first')).toBe(true);
    expect(await store.has('elsewhere')).toBe(false);
    expect(await collect(store.keys())).toEqual(['first', 'second']);
    expect(await collect(other.keys())).toEqual(['elsewhere']);

    await store.remove('first');
    expect(await store.get('first')).toBeNull();
    expect(await store.has('first')).toBe(false);
    await store.remove('never-there');
    expect(await collect(store.keys())).toEqual(['second']);
    store.close();
    other.close();
  });

  it('lists past one page of keys', async () => {
    const store = s3.store('many');
    const keys = Array.from({ length: 1005 }, (_, i) => `k${String(i).padStart(4, '0')}`);
    for (let i = 0; i < keys.length; i += 50)
      await Promise.all(keys.slice(i, i + 50).map((key) => store.put(key, Buffer.from(key), 'text/plain')));
    expect(await collect(store.keys())).toEqual(keys);
    store.close();
  });
});
