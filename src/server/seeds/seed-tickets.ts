import { asc, inArray } from 'drizzle-orm';
import { tbilisiToday } from '@shared/dates/date-formats';
import { formatTicketNo, type RequesterType, type TicketStatus } from '@shared/tickets/contracts';
import type { Db } from '../db/client';
import {
  agents,
  saleCustomers,
  ticketCategories,
  ticketClosings,
  ticketCounters,
  ticketItems,
  tickets,
  users,
} from '../db/schema';

const HOUR = 3_600_000;

const CATEGORIES = [
  { name: 'დაზიანება და შეკეთება', response_hours: 24 },
  { name: 'დოკუმენტები და ცნობები', response_hours: 48 },
  { name: 'გადახდები და გრაფიკი', response_hours: 24 },
  { name: 'კომუნალური მომსახურება', response_hours: 72 },
  { name: 'სხვა', response_hours: 96 },
] as const;

type Message = { by: 'requester' | 'staff'; body: string; internal?: boolean; hoursAgo: number };
interface DemoTicket {
  subject: string;
  category: number;
  requester: RequesterType;
  status: TicketStatus;
  priority: 'low' | 'normal' | 'high' | 'urgent';
  hoursAgo: number;
  messages: Message[];
  /** Waiting for staff's answer since this many hours ago. */
  awaitingHoursAgo?: number;
  closedHoursAgo?: number;
  rating?: number;
}

/** Every state the desk sees: open, in progress, closed, rated, late, and one reopened after a rating. */
const DEMO: DemoTicket[] = [
  {
    subject: 'სამზარეულოში ონკანი წვეთავს',
    category: 0,
    requester: 'resident',
    status: 'open',
    priority: 'normal',
    hoursAgo: 3,
    awaitingHoursAgo: 3,
    messages: [
      {
        by: 'requester',
        body: 'გამარჯობა, სამზარეულოს ონკანი ორი დღეა წვეთავს. შეგიძლიათ ხელოსანი გამოგზავნოთ?',
        hoursAgo: 3,
      },
    ],
  },
  {
    subject: 'ხელშეკრულების ასლი ბანკისთვის',
    category: 1,
    requester: 'customer',
    status: 'in_progress',
    priority: 'high',
    hoursAgo: 30,
    messages: [
      {
        by: 'requester',
        body: 'ბანკი ითხოვს ხელშეკრულების დამოწმებულ ასლს. როდის შემიძლია მისვლა?',
        hoursAgo: 30,
      },
      { by: 'staff', body: 'ასლს ხვალ მოვამზადებთ, ოფისში 11:00-დან შეგიძლიათ მობრძანდეთ.', hoursAgo: 26 },
      {
        by: 'staff',
        body: 'იურისტთან შევათანხმე, ბეჭედს ხვალ დილით დაგვისვამს.',
        internal: true,
        hoursAgo: 25,
      },
    ],
  },
  {
    subject: 'სადარბაზოში განათება არ მუშაობს',
    category: 3,
    requester: 'resident',
    status: 'open',
    priority: 'urgent',
    hoursAgo: 100,
    awaitingHoursAgo: 100,
    messages: [
      { by: 'requester', body: 'მე-5 სართულზე სადარბაზოს განათება მესამე დღეა არ მუშაობს.', hoursAgo: 100 },
      { by: 'staff', body: 'ელექტრიკოსს ვუთხარი, ჯერ პასუხი არ გაუცია.', internal: true, hoursAgo: 90 },
    ],
  },
  {
    subject: 'გრაფიკის შეცვლის თხოვნა',
    category: 2,
    requester: 'customer',
    status: 'closed',
    priority: 'normal',
    hoursAgo: 240,
    closedHoursAgo: 200,
    rating: 5,
    messages: [
      {
        by: 'requester',
        body: 'შესაძლებელია შემდეგი სამი თვის შენატანის 20 რიცხვზე გადატანა?',
        hoursAgo: 240,
      },
      { by: 'staff', body: 'გრაფიკი შევცვალეთ, ახალი ვერსია ელფოსტაზე გამოგიგზავნეთ.', hoursAgo: 210 },
    ],
  },
  {
    subject: 'საკომისიოს ანგარიშსწორება',
    category: 2,
    requester: 'agent',
    status: 'closed',
    priority: 'low',
    hoursAgo: 150,
    closedHoursAgo: 120,
    messages: [
      {
        by: 'requester',
        body: 'გთხოვთ, დამიდასტუროთ გასული თვის საკომისიოს გადარიცხვის თარიღი.',
        hoursAgo: 150,
      },
      {
        by: 'staff',
        body: 'გადარიცხვა შესრულდა 12 რიცხვში, ქვითარი თანდართულია ბუღალტერიაში.',
        hoursAgo: 125,
      },
    ],
  },
  {
    subject: 'აივნის კარი ვერ იკეტება',
    category: 0,
    requester: 'customer',
    status: 'open',
    priority: 'high',
    hoursAgo: 60,
    awaitingHoursAgo: 28,
    messages: [
      { by: 'requester', body: 'აივნის კარი ბოლომდე არ იკეტება, ქარი შემოდის.', hoursAgo: 60 },
      { by: 'staff', body: 'ხელოსანი ორშაბათს მოვა.', hoursAgo: 55 },
      { by: 'requester', body: 'ორშაბათს არავინ მოსულა, გთხოვთ გადაამოწმოთ.', hoursAgo: 28 },
    ],
  },
];

/**
 * Demo tickets: the categories, tickets in every state with their conversations (internal notes too) and
 * the year's counter set past them. Runs inside the demo seed's transaction, after users, customers,
 * agents and sales; times count back from the moment it runs, so the late ones are late.
 */
export async function seedTickets(tx: Db): Promise<void> {
  const categoryIds = (
    await tx
      .insert(ticketCategories)
      .values([...CATEGORIES])
      .returning()
  ).map((c) => c.id);
  const staff = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.username, ['admin', 'sales_manager', 'client_manager']));
  const idOf = (name: string) => staff.find((u) => u.username === name)?.id ?? null;
  // The customer of the first sale, so the ticket names both.
  const [buyer] = await tx
    .select({ customer_id: saleCustomers.customer_id, sale_id: saleCustomers.sale_id })
    .from(saleCustomers)
    .orderBy(asc(saleCustomers.id))
    .limit(1);
  const [agent] = await tx.select({ id: agents.id }).from(agents).orderBy(asc(agents.id)).limit(1);
  const now = Date.now();
  const at = (hoursAgo: number) => new Date(now - hoursAgo * HOUR);
  const year = Number(tbilisiToday(new Date(now)).slice(0, 4));
  const opener = idOf('client_manager');
  const handler = idOf('sales_manager');
  let n = 0;
  for (const demo of DEMO) {
    const requester = demo.requester;
    const [ticket] = await tx
      .insert(tickets)
      .values({
        ticket_no: formatTicketNo(year, ++n),
        subject: demo.subject,
        category_id: categoryIds[demo.category] ?? null,
        requester_type: requester,
        customer_id: requester === 'customer' ? (buyer?.customer_id ?? null) : null,
        agent_id: requester === 'agent' ? (agent?.id ?? null) : null,
        resident_name: requester === 'resident' ? 'ნინო ბერიძე' : null,
        resident_phone: requester === 'resident' ? '+995 599 12 34 56' : null,
        sale_id: requester === 'customer' ? (buyer?.sale_id ?? null) : null,
        status: demo.status,
        priority: demo.priority,
        assignee_id: handler,
        created_by: opener,
        awaiting_since: demo.awaitingHoursAgo === undefined ? null : at(demo.awaitingHoursAgo),
        closed_at: demo.closedHoursAgo === undefined ? null : at(demo.closedHoursAgo),
        created_at: at(demo.hoursAgo),
        updated_at: at(demo.closedHoursAgo ?? demo.messages.at(-1)!.hoursAgo),
      })
      .returning();
    await tx.insert(ticketItems).values(
      demo.messages.map((m) => ({
        ticket_id: ticket!.id,
        author_id: m.by === 'requester' ? opener : handler,
        body: m.body,
        internal: m.internal ?? false,
        created_at: at(m.hoursAgo),
      })),
    );
    if (demo.closedHoursAgo !== undefined)
      await tx.insert(ticketClosings).values({
        ticket_id: ticket!.id,
        closed_at: at(demo.closedHoursAgo),
        closed_by: handler,
        rating: demo.rating ?? null,
        rated_at: demo.rating ? at(demo.closedHoursAgo - 2) : null,
        rated_by: demo.rating ? opener : null,
      });
  }
  await tx.insert(ticketCounters).values({ year, last_no: n });
}
