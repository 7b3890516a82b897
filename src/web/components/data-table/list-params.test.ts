import { describe, expect, it } from 'vitest';
import { listQuery, normalizeDefaults, readListState, writeListState, type ListState } from './list-params';

const defaults = normalizeDefaults({
  filters: {
    search: '',
    status: 'active',
    building_ids: [] as string[],
    overdue: false,
    payment_percent: 10,
    customer_id: null as string | null,
  },
});

describe('list params in the URL', () => {
  it('reads each filter by the type of its default', () => {
    const state = readListState(
      new URLSearchParams(
        'page=3&perpage=all&search=Nino&building_ids=4&building_ids=7&overdue=true&payment_percent=25&customer_id=9',
      ),
      defaults,
    );
    expect(state).toEqual({
      page: 3,
      perpage: 'all',
      filters: {
        search: 'Nino',
        status: 'active',
        building_ids: ['4', '7'],
        overdue: true,
        payment_percent: 25,
        customer_id: '9',
      },
    });
  });

  it('falls back to the defaults for values it cannot read', () => {
    const state = readListState(
      new URLSearchParams('page=-2&perpage=13&overdue=maybe&payment_percent=abc'),
      defaults,
    );
    expect(state).toEqual({ page: 1, perpage: 10, filters: defaults.filters });
  });

  it('writes only what differs from the defaults and keeps other keys', () => {
    const written = writeListState(
      new URLSearchParams('dialog=edit&page=4'),
      { page: 1, perpage: 20, filters: { ...defaults.filters, status: '', building_ids: ['2', '5'] } },
      defaults,
    );
    expect(written.toString()).toBe('dialog=edit&perpage=20&status=&building_ids=2&building_ids=5');
    expect(readListState(written, defaults).filters.status).toBe('');
    expect(listQuery(written, defaults)).toBe('perpage=20&status=&building_ids=2&building_ids=5');
  });

  it('reads back what it writes', () => {
    const state: ListState<typeof defaults.filters> = {
      page: 2,
      perpage: 'all',
      filters: {
        search: 'a&b=c',
        status: 'overdue',
        building_ids: [],
        overdue: true,
        payment_percent: 0,
        customer_id: '12',
      },
    };
    expect(readListState(writeListState(new URLSearchParams(), state, defaults), defaults)).toEqual(state);
  });
});
