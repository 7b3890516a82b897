import { startNbgStub } from '../src/server/test/nbg-stub';

/** The National Bank stand-in the end-to-end server fetches its rates from (no internet here). */
const port = Number(process.env.NBG_PORT ?? 3299);
const stub = await startNbgStub({ USD: 2.7, EUR: 2.95 }, port);
console.log(`NBG stand-in on ${stub.url}`);
