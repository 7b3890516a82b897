import { expect, test } from '@playwright/test';
import { login } from './fixtures';
import { apiAs } from './inventory-api';

const FLOORS = 30;
const PER_FLOOR = 50;

/** Prints (does not assert) how long the chessboard of 1,500 units takes to render and to answer a filter. */
test('chessboard of 1,500 units: first render and filter-to-paint times', async ({ page }) => {
  test.setTimeout(180_000);
  await login(page, 'admin');
  const api = await apiAs(page);
  const buildingId = await api.createBuilding(`Perf ${Date.now()}`, 'A');
  const created = await api.bulkCreate({
    building_id: buildingId,
    block: 'A',
    floor_from: 1,
    floor_to: FLOORS,
    units_per_floor: PER_FLOOR,
    number_pattern: '{floor}{unit:02}',
    type: 'apartment',
    state: 'white_frame',
    total_area: '72.40',
    rooms: 3,
    price_per_m2: '1150',
    price_step_per_floor: '15',
    currency: 'USD',
  });
  expect(created).toBe(FLOORS * PER_FLOOR);

  const opened = Date.now();
  await page.goto(`/buildings/${buildingId}/chessboard`);
  const board = page.getByTestId('chessboard');
  await expect(board.getByRole('button')).toHaveCount(FLOORS * PER_FLOOR, { timeout: 30_000 });
  console.log(`chessboard: ${created} units visible ${Date.now() - opened} ms after navigation`);

  // Each change is made inside the page: set the input's value as typing would, dispatch the event React
  // listens to, and wait for the second animation frame, which runs once the updated frame has been painted.
  const priceFrom = page.getByRole('spinbutton', { name: /ფასი, დან|Price from/ });
  const timings: number[] = [];
  for (const value of ['20000', '90000', '110000', '', '95000', '', '85000', '100000', '']) {
    const ms = await priceFrom.evaluate(async (input: HTMLInputElement, next) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      const start = performance.now();
      setValue?.call(input, next);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return performance.now() - start;
    }, value);
    timings.push(ms);
    console.log(`chessboard: price from "${value}" -> next paint ${ms.toFixed(1)} ms`);
  }
  await expect(board.locator('.cell.dim')).toHaveCount(0);
  const sorted = [...timings].sort((a, b) => a - b);
  console.log(
    `chessboard: filter-to-paint over ${timings.length} changes: median ${sorted[Math.floor(sorted.length / 2)]?.toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`,
  );
});
