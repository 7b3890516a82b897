/**
 * The permission vocabulary. Spec §6 names the view permissions; the create/edit/delete ones are the
 * write side each feature needs. Server routes, the menu and buttons all read these names.
 */
export const PERMISSIONS = [
  // spec §6
  'view_general_company',
  'view_buildings',
  'view_properties',
  'view_bookings',
  'view_barters',
  'view_sales',
  'view_only_own_sales',
  'send_cancellation_notification',
  'view_reports',
  'view_advanced_payments',
  'view_property_features',
  'view_service_containers',
  'view_services',
  'view_role_permissions',
  'view_users',
  'view_customers',
  'view_only_own_customers',
  'view_agents',
  'view_bonus_schemas',
  'view_doc_templates',
  'view_custom_fields',
  'view_notification_logs',
  'view_all_logs',
  'view_own_logs',
  'view_canceled_sales',
  'can_be_responsible_sale_manager',
  'all_buildings_access',
  // write side
  'edit_general_company',
  'manage_banks',
  'edit_role_permissions',
  'delete_role_permissions',
  'create_users',
  'edit_users',
  'delete_users',
  'create_buildings',
  'edit_buildings',
  'delete_buildings',
  'create_properties',
  'edit_properties',
  'delete_properties',
  'edit_property_features',
  'create_bookings',
  'edit_bookings',
  'delete_bookings',
  'create_barters',
  'edit_barters',
  'delete_barters',
  'create_sales',
  'edit_sales',
  'delete_sales',
  'add_payments',
  'delete_payments',
  'edit_customers',
  'delete_customers',
  'edit_agents',
  'delete_agents',
  'edit_doc_templates',
  'edit_custom_fields',
  'edit_bonus_schemas',
  'edit_sale_targets',
  'edit_services',
  'edit_service_containers',
  'edit_advanced_payments',
  'edit_payments',
  'edit_signed_schedules',
  'create_invoices',
  'send_sms',
  'send_notifications',
  'edit_notification_rules',
  'view_all_tasks',
  'manage_tasks',
  'view_tickets',
  'manage_tickets',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const PERMISSION_GROUPS: Record<string, readonly Permission[]> = {
  company: ['view_general_company', 'edit_general_company', 'manage_banks'],
  administration: [
    'view_role_permissions',
    'edit_role_permissions',
    'delete_role_permissions',
    'view_users',
    'create_users',
    'edit_users',
    'delete_users',
    'view_all_logs',
    'view_own_logs',
    'view_notification_logs',
    'edit_notification_rules',
    'all_buildings_access',
  ],
  inventory: [
    'view_buildings',
    'create_buildings',
    'edit_buildings',
    'delete_buildings',
    'view_properties',
    'create_properties',
    'edit_properties',
    'delete_properties',
    'view_property_features',
    'edit_property_features',
  ],
  sales: [
    'view_sales',
    'view_only_own_sales',
    'create_sales',
    'edit_sales',
    'delete_sales',
    'view_canceled_sales',
    'add_payments',
    'delete_payments',
    'send_cancellation_notification',
    'send_sms',
    'send_notifications',
    'can_be_responsible_sale_manager',
    'view_advanced_payments',
    'edit_advanced_payments',
    'edit_payments',
    'edit_signed_schedules',
    'create_invoices',
    'view_reports',
  ],
  bookings_barters: [
    'view_bookings',
    'create_bookings',
    'edit_bookings',
    'delete_bookings',
    'view_barters',
    'create_barters',
    'edit_barters',
    'delete_barters',
  ],
  customers_agents: [
    'view_customers',
    'view_only_own_customers',
    'edit_customers',
    'delete_customers',
    'view_agents',
    'edit_agents',
    'delete_agents',
    'view_bonus_schemas',
    'edit_bonus_schemas',
    'edit_sale_targets',
  ],
  tickets: ['view_tickets', 'manage_tickets'],
  templates_services: [
    'view_doc_templates',
    'edit_doc_templates',
    'view_custom_fields',
    'edit_custom_fields',
    'view_services',
    'edit_services',
    'view_service_containers',
    'edit_service_containers',
  ],
  tasks: ['view_all_tasks', 'manage_tasks'],
};

export const ROLE_NAMES = [
  'admin',
  'accountant',
  'sales_manager',
  'property_registrar',
  'booking_registrar',
  'client_manager',
] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

const viewAll = PERMISSIONS.filter(
  (p) =>
    p.startsWith('view_') &&
    p !== 'view_only_own_sales' &&
    p !== 'view_only_own_customers' &&
    p !== 'view_own_logs',
);

/** Seeded grants; roles stay editable on /role-permission. */
export const DEFAULT_ROLE_PERMISSIONS: Record<RoleName, readonly Permission[]> = {
  // Admin holds everything, so it can grant everything; a broader view permission wins over an 'only own' one.
  admin: [...PERMISSIONS],
  accountant: [
    ...viewAll.filter((p) => p !== 'view_role_permissions' && p !== 'view_users'),
    'all_buildings_access',
    'view_own_logs',
  ],
  sales_manager: [
    'view_buildings',
    'view_properties',
    'view_bookings',
    'create_bookings',
    'edit_bookings',
    'view_sales',
    'create_sales',
    'edit_sales',
    'add_payments',
    'create_invoices',
    'send_sms',
    'send_notifications',
    'view_advanced_payments',
    'edit_advanced_payments',
    'view_customers',
    'edit_customers',
    'view_agents',
    'view_reports',
    'send_cancellation_notification',
    'can_be_responsible_sale_manager',
    'all_buildings_access',
    'view_own_logs',
    'view_tickets',
    'manage_tickets',
    'view_services',
    'edit_services',
    'view_service_containers',
    'edit_service_containers',
  ],
  property_registrar: [
    'view_buildings',
    'create_buildings',
    'edit_buildings',
    'view_properties',
    'create_properties',
    'edit_properties',
    'view_property_features',
    'edit_property_features',
    'view_own_logs',
  ],
  booking_registrar: [
    'view_properties',
    'view_bookings',
    'create_bookings',
    'edit_bookings',
    'view_customers',
    'edit_customers',
    'view_own_logs',
    'all_buildings_access',
  ],
  client_manager: [
    'view_only_own_customers',
    'edit_customers',
    'view_only_own_sales',
    // Their "own sales" are those they are the responsible manager of.
    'can_be_responsible_sale_manager',
    'view_agents',
    'send_sms',
    'view_own_logs',
    'view_tickets',
  ],
};

/** Seeded roles whose holders only read (spec §6: the accountant); a role property, editable afterwards. */
export const DEFAULT_VIEW_ONLY_ROLES: readonly RoleName[] = ['accountant'];

/** Spec §6: a view-only role's holder may still write when they also hold one of these roles. */
export const WRITE_ENABLING_ROLES: readonly string[] = ['admin', 'sales_manager'];

/**
 * Whether a user only reads: one of their roles is marked view-only (a property a rename does not
 * change) and none of their roles lifts it.
 */
export function isViewOnly(roles: readonly { name: string; view_only: boolean }[]): boolean {
  return roles.some((r) => r.view_only) && !roles.some((r) => WRITE_ENABLING_ROLES.includes(r.name));
}

/** What makes an administrator: managing employees and roles. The last active one must stay one. */
export const ADMINISTRATOR_PERMISSIONS: readonly Permission[] = [
  'view_users',
  'create_users',
  'edit_users',
  'delete_users',
  'view_role_permissions',
  'edit_role_permissions',
  'delete_role_permissions',
];

export function hasAnyPermission(held: readonly string[], needed: readonly string[]): boolean {
  return needed.some((p) => held.includes(p));
}
