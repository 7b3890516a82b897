/**
 * Checks the generated data set against the real ledger: for a sample of sales, rebuildLedger (in a
 * transaction that is rolled back) must leave the instalments and balance columns exactly as generated.
 * Also checks the invariants that hold for every sale, in SQL.
 *
 * `npm run bench` runs it after generating; alone:
 *
 *   npx tsx scripts/bench/verify.ts [sample size]
 */
import { asc, inArray, sql } from 'drizzle-orm';
import { tbilisiToday } from '../../src/shared/dates/date-formats';
import { openPostgres } from '../../src/server/db/client';
import { sales, saleInstalments } from '../../src/server/db/schema';
import { rebuildLedger } from '../../src/server/modules/sales/sale-ledger.service';
import { BENCH_URL } from './settings';

/** Prints each check; answers the number that failed. */
export async function verifyDataSet(url: string, sample = 300): Promise<number> {
  const database = openPostgres(url);
  const db = database.db;
  let failures = 0;

  const checks: [string, string][] = [
    [
      'paid_amount = sum of payments',
      `select count(*) from sales s where paid_amount <> coalesce((select sum(amount) from payments p where p.sale_id = s.id and p.mode = 'sale'), 0)`,
    ],
    [
      'instalments add up to total_price',
      `select count(*) from sales s where total_price <> (select sum(amount) from sale_instalments i where i.sale_id = s.id)`,
    ],
    [
      'scheduled_total = last cumulative',
      `select count(*) from sales s where scheduled_total <> (select max(cumulative_amount) from sale_instalments i where i.sale_id = s.id)`,
    ],
    [
      'every unit of a live sale is sold',
      `select count(*) from sale_properties sp join properties p on p.id = sp.property_id where sp.released_at is null and p.status <> 'sold'`,
    ],
    [
      'a sold unit is in a live sale',
      `select count(*) from properties p where p.status = 'sold' and not exists (select 1 from sale_properties sp where sp.property_id = p.id and sp.released_at is null)`,
    ],
    [
      'canceled or deleted sales hold no unit',
      `select count(*) from sale_properties sp join sales s on s.id = sp.sale_id where sp.released_at is null and (s.status = 'canceled' or s.deleted_at is not null)`,
    ],
    [
      'orphan instalments',
      `select count(*) from sale_instalments i where not exists (select 1 from sales s where s.id = i.sale_id)`,
    ],
    [
      'orphan payments',
      `select count(*) from payments p where not exists (select 1 from sales s where s.id = p.sale_id)`,
    ],
  ];
  for (const [label, query] of checks) {
    const { rows } = (await db.execute(sql.raw(query))) as unknown as { rows: { count: string }[] };
    const bad = Number(rows[0]!.count);
    if (bad) failures++;
    console.log(`${bad ? 'FAIL' : 'ok  '} ${label}${bad ? `: ${bad}` : ''}`);
  }

  const ids = (
    await db
      .select({ id: sales.id })
      .from(sales)
      .where(sql`${sales.id} % ${Math.max(1, Math.floor(50_000 / sample))} = 7`)
      .orderBy(asc(sales.id))
  ).map((r) => r.id);
  const snapshot = async (tx: typeof db, saleIds: number[]) => ({
    sales: await tx
      .select({
        id: sales.id,
        status: sales.status,
        scheduled_total: sales.scheduled_total,
        paid_amount: sales.paid_amount,
        credit_amount: sales.credit_amount,
        first_unpaid_date: sales.first_unpaid_date,
        due_amount: sales.due_amount,
        due_since: sales.due_since,
        due_until: sales.due_until,
      })
      .from(sales)
      .where(inArray(sales.id, saleIds))
      .orderBy(asc(sales.id)),
    instalments: await tx
      .select({
        sale_id: saleInstalments.sale_id,
        number: saleInstalments.number,
        due_date: saleInstalments.due_date,
        amount: saleInstalments.amount,
        cumulative_amount: saleInstalments.cumulative_amount,
        is_first: saleInstalments.is_first,
        paid_amount: saleInstalments.paid_amount,
      })
      .from(saleInstalments)
      .where(inArray(saleInstalments.sale_id, saleIds))
      .orderBy(asc(saleInstalments.sale_id), asc(saleInstalments.number)),
  });
  let differing = 0;
  await db
    .transaction(async (tx) => {
      const before = await snapshot(tx, ids);
      const today = tbilisiToday(new Date());
      for (const id of ids) await rebuildLedger(tx, id, { userId: null, ip: null }, { today });
      const after = await snapshot(tx, ids);
      for (const [i, row] of before.sales.entries())
        if (JSON.stringify(row) !== JSON.stringify(after.sales[i])) {
          differing++;
          if (differing <= 5) console.log('differs:', row, after.sales[i]);
        }
      if (JSON.stringify(before.instalments) !== JSON.stringify(after.instalments)) {
        differing++;
        console.log('instalments differ');
      }
      throw new Error('rollback');
    })
    .catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  if (differing) failures++;
  console.log(
    `${differing ? 'FAIL' : 'ok  '} rebuildLedger leaves ${ids.length} sampled sales exactly as generated`,
  );
  await database.close();
  return failures;
}

if (import.meta.url === `file://${process.argv[1]}`)
  process.exit((await verifyDataSet(BENCH_URL, Number(process.argv[2] ?? 300))) ? 1 : 0);
