import { addDays, tbilisiToday } from '@shared/dates/date-formats';
import type { TaskModel, TaskPriority } from '@shared/tasks/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { bookings, properties, roles, saleCustomers, sales, tasks, userRoles, users } from '../db/schema';

type Link = { model: TaskModel; model_id: number } | null;

/** One demo task: days from today to its deadline (null: none), and whether it is done. */
type Plan = {
  title: string;
  description?: string;
  priority: TaskPriority;
  days: number | null;
  time?: string;
  done?: boolean;
  link: 'sale' | 'customer' | 'booking' | 'property' | null;
  /** Given by the administrator rather than written by the user for themselves. */
  fromAdmin?: boolean;
};

/** Every state a task can be in: overdue, due today (with and without a time), this week, later, undated, done. */
const PLANS: Plan[] = [
  {
    title: 'დაურეკეთ მყიდველს ვადაგადაცილებული შენატანის თაობაზე',
    description: 'მყიდველმა დაპირდა, რომ თანხას კვირის ბოლომდე გადაიხდიდა.',
    priority: 'high',
    days: -3,
    link: 'sale',
    fromAdmin: true,
  },
  {
    title: 'გაუგზავნეთ კლიენტს განახლებული ფასების სია',
    priority: 'normal',
    days: -1,
    time: '12:00',
    link: 'customer',
  },
  {
    title: 'შეამოწმეთ ჯავშნის ვადა და დაუკავშირდით კლიენტს',
    priority: 'urgent',
    days: 0,
    time: '17:00',
    link: 'booking',
    fromAdmin: true,
  },
  { title: 'მოამზადეთ ხელშეკრულების პროექტი', priority: 'normal', days: 0, link: 'sale' },
  {
    title: 'ბინის დათვალიერება კლიენტთან ერთად',
    priority: 'normal',
    days: 3,
    time: '11:30',
    link: 'property',
  },
  { title: 'შეაგროვეთ დოკუმენტების ასლები ბანკისთვის', priority: 'low', days: 20, link: 'customer' },
  {
    title: 'ყოველთვიური ანგარიში ხელმძღვანელობისთვის',
    priority: 'normal',
    days: null,
    link: null,
    fromAdmin: true,
  },
  {
    title: 'ხელმოწერილი ხელშეკრულება არქივში ჩააბარეთ',
    priority: 'normal',
    days: -5,
    done: true,
    link: 'sale',
  },
  { title: 'კლიენტს გაუგზავნეთ გადახდის გრაფიკი', priority: 'high', days: -2, done: true, link: 'customer' },
];

/** What a demo user may open, so every linked record is one they see (role name = username). */
const SEES: Record<string, readonly Plan['link'][]> = {
  admin: ['sale', 'customer', 'booking', 'property'],
  accountant: ['sale', 'customer', 'booking', 'property'],
  sales_manager: ['sale', 'customer', 'booking', 'property'],
  property_registrar: ['property'],
  booking_registrar: ['customer', 'booking', 'property'],
  client_manager: ['sale', 'customer'],
};

/** A sale of the user's own (else any), one of its buyers, an active booking and a unit. */
async function recordsFor(tx: Db, userId: number, offset: number) {
  const [own] = await tx
    .select({ id: sales.id })
    .from(sales)
    .where(eq(sales.responsible_user_id, userId))
    .orderBy(asc(sales.id))
    .limit(1);
  const [anySale] = await tx
    .select({ id: sales.id })
    .from(sales)
    .orderBy(asc(sales.id))
    .offset(offset)
    .limit(1);
  const sale = (own ?? anySale)?.id;
  const [buyer] =
    sale === undefined
      ? []
      : await tx
          .select({ id: saleCustomers.customer_id })
          .from(saleCustomers)
          .where(eq(saleCustomers.sale_id, sale))
          .limit(1);
  const [booking] = await tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.status, 'active'))
    .orderBy(asc(bookings.id))
    .offset(offset)
    .limit(1);
  const [property] = await tx
    .select({ id: properties.id })
    .from(properties)
    .orderBy(asc(properties.id))
    .offset(offset)
    .limit(1);
  return { sale, customer: buyer?.id, booking: booking?.id, property: property?.id };
}

/**
 * Demo tasks for every demo user in every state, some about sales, customers, bookings and units they may
 * see. Runs inside the demo seed's transaction, after the sales. Deadlines count from the day it runs;
 * the past ones count as told, today's are told by the due check when the server starts.
 */
export async function seedTasks(tx: Db): Promise<void> {
  const demo = await tx
    .select({ id: users.id, role: roles.name })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.user_id, users.id))
    .innerJoin(roles, and(eq(roles.id, userRoles.role_id), eq(roles.name, users.username)))
    .orderBy(asc(users.id));
  const admin = demo.find((u) => u.role === 'admin');
  if (!admin) return;
  const today = tbilisiToday();
  const now = new Date();
  const rows: (typeof tasks.$inferInsert)[] = [];
  for (const [index, user] of demo.entries()) {
    const records = await recordsFor(tx, user.id, index * 7);
    const sees = SEES[user.role] ?? [];
    for (const plan of PLANS) {
      const id = plan.link && sees.includes(plan.link) ? records[plan.link] : undefined;
      const link: Link = plan.link && id !== undefined ? { model: plan.link, model_id: id } : null;
      const due = plan.days === null ? null : addDays(today, plan.days);
      rows.push({
        title: plan.title,
        description: plan.description ?? '',
        priority: plan.priority,
        due_on: due,
        due_time: plan.time ?? null,
        status: plan.done ? 'done' : 'open',
        done_at: plan.done ? now : null,
        assignee_id: user.id,
        created_by: plan.fromAdmin ? admin.id : user.id,
        model: link?.model ?? null,
        model_id: link?.model_id ?? null,
        due_noticed_at: due !== null && due < today ? now : null,
      });
    }
  }
  await tx.insert(tasks).values(rows);
}
