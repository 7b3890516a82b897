import { z } from 'zod';
import { pageQuery, paginated } from '../pagination';
import { formBoolean, optionalText, requiredText } from '../validation/rules';
import { recordId } from '../validation/ids';

/**
 * Tickets (spec §3, §7, issue 17): requests from customers, agents and residents, their conversation with
 * staff (internal notes included), closing and the requester's rating; and the categories that set how
 * soon staff must answer.
 */
export const TICKET_STATUSES = ['open', 'in_progress', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_PRIORITIES = ['low', 'normal', 'high', 'urgent'] as const;
export type TicketPriority = (typeof TICKET_PRIORITIES)[number];
export const REQUESTER_TYPES = ['customer', 'agent', 'resident'] as const;
export type RequesterType = (typeof REQUESTER_TYPES)[number];
export const TICKET_MODES = ['client', 'manager'] as const;
export type TicketMode = (typeof TICKET_MODES)[number];

const id = recordId;
/** An optional reference from a form: empty means none. */
const optionalId = z.preprocess((v) => (v === '' || v === 'null' ? null : v), id.nullable().optional());

export const ticketCategory = z.object({ id: z.number(), name: z.string(), response_hours: z.number() });
export type TicketCategory = z.infer<typeof ticketCategory>;
export const ticketCategoryList = z.object({ data: z.array(ticketCategory) });
/** The staff a ticket can be assigned to. */
export const ticketHandlers = z.object({ data: z.array(z.object({ id: z.number(), name: z.string() })) });

/** POST /api/ticket-categories: creates, or renames / re-times the one with `id`. */
export const ticketCategoryBody = z.object({
  id: id.optional(),
  name: requiredText(100),
  response_hours: z.coerce
    .number({ error: 'validation.required' })
    .int('tickets.response_hours_range')
    .min(1, 'tickets.response_hours_range')
    .max(8760, 'tickets.response_hours_range'),
});
export type TicketCategoryBody = z.input<typeof ticketCategoryBody>;

export const ticketFile = z.object({
  id: z.string(),
  name: z.string(),
  /** Short-lived signed link (15 minutes); read the ticket again for a fresh one. */
  url: z.string().nullable(),
});
export type TicketFile = z.infer<typeof ticketFile>;

export const ticketItem = z.object({
  id: z.number(),
  author_id: z.number().nullable(),
  author_name: z.string().nullable(),
  body: z.string(),
  files: z.array(ticketFile),
  internal: z.boolean(),
  created_at: z.string(),
});
export type TicketItem = z.infer<typeof ticketItem>;

export const ticketClosing = z.object({
  closed_at: z.string(),
  closed_by_name: z.string().nullable(),
  rating: z.number().nullable(),
  reopened_at: z.string().nullable(),
});
export type TicketClosing = z.infer<typeof ticketClosing>;

export const ticketRow = z.object({
  id: z.number(),
  ticket_id: z.string(),
  subject: z.string(),
  category_id: z.number().nullable(),
  category_name: z.string().nullable(),
  requester_type: z.enum(REQUESTER_TYPES),
  customer_id: z.number().nullable(),
  agent_id: z.number().nullable(),
  resident_name: z.string().nullable(),
  resident_phone: z.string().nullable(),
  /** The customer's or agent's name, or the resident's. */
  requester_name: z.string().nullable(),
  sale_id: z.number().nullable(),
  contract_no: z.string().nullable(),
  property_id: z.number().nullable(),
  property_label: z.string().nullable(),
  status: z.enum(TICKET_STATUSES),
  priority: z.enum(TICKET_PRIORITIES),
  assignee_id: z.number().nullable(),
  assignee_name: z.string().nullable(),
  created_by: z.number().nullable(),
  created_by_name: z.string().nullable(),
  /** The rating of the current closing (null while open, or closed and not rated yet). */
  rating: z.number().nullable(),
  /** Past its category's response time with no answer from staff. */
  late: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  closed_at: z.string().nullable(),
});
export type TicketRow = z.infer<typeof ticketRow>;
export const ticketList = paginated(ticketRow);
export type TicketList = z.infer<typeof ticketList>;

export const ticketDetail = ticketRow.extend({
  items: z.array(ticketItem),
  closings: z.array(ticketClosing),
  /** What the reader may do, so the page shows only working buttons. */
  can: z.object({
    reply: z.boolean(),
    note: z.boolean(),
    close: z.boolean(),
    rate: z.boolean(),
    manage: z.boolean(),
    edit: z.boolean(),
    delete: z.boolean(),
  }),
});
export type TicketDetail = z.infer<typeof ticketDetail>;

/** GET /api/tickets */
export const ticketListQuery = pageQuery.extend({
  mode: z.enum(TICKET_MODES, { error: 'validation.invalid_value' }).optional().default('client'),
  status: z.enum(TICKET_STATUSES, { error: 'validation.invalid_value' }).optional(),
  category_id: id.optional(),
  late: z.enum(['true', 'false'], { error: 'validation.invalid_value' }).optional(),
  search: z.string().trim().max(100).optional(),
});
export type TicketListQuery = z.input<typeof ticketListQuery>;
export type TicketListFilters = Omit<z.output<typeof ticketListQuery>, 'page' | 'perpage'>;

/** POST /api/tickets (multipart): a new ticket with its first message, or the ticket with `id` changed. */
export const ticketBody = z.object({
  id: id.optional(),
  subject: requiredText(200),
  category_id: optionalId,
  requester_type: z.enum(REQUESTER_TYPES, { error: 'validation.required' }),
  customer_id: optionalId,
  agent_id: optionalId,
  resident_name: optionalText(200),
  resident_phone: optionalText(50),
  sale_id: optionalId,
  property_id: optionalId,
  priority: z.enum(TICKET_PRIORITIES, { error: 'validation.invalid_value' }).optional().default('normal'),
  assignee_id: optionalId,
  /** The first message; required when creating. */
  body: optionalText(10_000),
});
export type TicketBody = z.input<typeof ticketBody>;

/** POST /api/ticket-item (multipart) */
export const ticketItemBody = z.object({
  ticket: id,
  body: optionalText(10_000),
  internal: formBoolean.optional().default(false),
});
export type TicketItemBody = z.input<typeof ticketItemBody>;

/** POST /api/tickets/make-rating/{id} */
export const ratingBody = z.object({
  rating: z.coerce
    .number({ error: 'tickets.rating_range' })
    .int('tickets.rating_range')
    .min(1, 'tickets.rating_range')
    .max(5, 'tickets.rating_range'),
});

/** POST /api/hoa/{id} (multipart, _method=PATCH): staff's handling of a ticket; absent fields stay. */
export const ticketHandlingBody = z.object({
  status: z.enum(TICKET_STATUSES, { error: 'validation.invalid_value' }).optional(),
  assignee_id: optionalId,
  category_id: optionalId,
});
export type TicketHandlingBody = z.input<typeof ticketHandlingBody>;

/** The readable number: T-2026-0001. */
export const formatTicketNo = (year: number, n: number) => `T-${year}-${String(n).padStart(4, '0')}`;
