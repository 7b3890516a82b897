import { describe, expect, it } from 'vitest';
import { keepEndpointAddresses } from './vite-endpoint-addresses';

describe('the web build keeps only each endpoint entry’s address', () => {
  it('drops the schemas of every entry, literal or generated, and leaves the rest of the file', () => {
    const table = [
      "import { z } from 'zod';",
      "import { endpoint } from '../api/endpoint';",
      "import { idParams } from '../errors';",
      "import { kinds } from './kinds';",
      'const kindParams = z.object({ kind: z.string() });',
      'export const things = {',
      "  get: endpoint({ method: 'GET', path: '/things/:id', params: idParams, answer: thing }),",
      '  byKind: Object.fromEntries(kinds.map((kind) => [kind, endpoint({',
      "    method: 'POST',",
      '    path: `/things/${kind}`,',
      '    body: saveThing,',
      "    answer: 'file',",
      '  })])),',
      '};',
    ].join('\n');
    const kept = keepEndpointAddresses(table, 'things-endpoints.ts');
    expect(kept).toContain("get: endpoint({ method: 'GET', path: '/things/:id' }),");
    expect(kept).toContain("[kind, endpoint({ method: 'POST', path: `/things/${kind}` })]");
    expect(kept).not.toMatch(/idParams,|thing }|saveThing|'file'/);
    expect(kept).not.toMatch(/idParams|kindParams|'zod'/);
    expect(kept).toContain("import { endpoint } from '../api/endpoint';");
    expect(kept).toContain("import { kinds } from './kinds';");
  });

  it('leaves an entry it cannot read as it is', () => {
    const spread = 'export const e = endpoint({ ...base, answer: thing });';
    expect(keepEndpointAddresses(spread, 'x-endpoints.ts')).toBe(spread);
  });
});
