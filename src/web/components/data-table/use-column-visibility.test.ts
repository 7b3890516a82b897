import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useColumnVisibility } from './use-column-visibility';

afterEach(() => localStorage.clear());

describe('useColumnVisibility', () => {
  it('hides the less-used columns until the user chooses', () => {
    const { result } = renderHook(() => useColumnVisibility('sales', ['agent_name', 'created_at']));
    expect(result.current[0]).toEqual({ agent_name: false, created_at: false });
  });

  it("keeps the user's own choice over the defaults, in this browser", () => {
    const first = renderHook(() => useColumnVisibility('sales', ['agent_name']));
    act(() => first.result.current[1]({ agent_name: true, debt: false }));
    const later = renderHook(() => useColumnVisibility('sales', ['agent_name']));
    expect(later.result.current[0]).toEqual({ agent_name: true, debt: false });
  });
});
