import { describe, expect, it } from 'vitest';
import {
  DEFAULT_ROLE_PERMISSIONS,
  isViewOnly,
  PERMISSION_GROUPS,
  PERMISSIONS,
  ROLE_NAMES,
} from './permissions';

describe('permission vocabulary', () => {
  it('holds every permission named in spec §6', () => {
    const spec = `view_general_company, view_buildings, view_properties, view_bookings, view_barters, view_sales,
      view_only_own_sales, send_cancellation_notification, view_reports, view_advanced_payments, view_property_features,
      view_service_containers, view_services, view_role_permissions, view_users, view_customers, view_only_own_customers,
      view_agents, view_bonus_schemas, view_doc_templates, view_custom_fields, view_notification_logs, view_all_logs,
      view_own_logs, view_canceled_sales, can_be_responsible_sale_manager, all_buildings_access, edit_buildings, delete_buildings`;
    for (const name of spec.split(',').map((s) => s.trim())) expect(PERMISSIONS).toContain(name);
  });

  it('seeds the six roles with known permissions only, and groups every permission once', () => {
    expect(Object.keys(DEFAULT_ROLE_PERMISSIONS)).toEqual([...ROLE_NAMES]);
    for (const list of Object.values(DEFAULT_ROLE_PERMISSIONS))
      for (const p of list) expect(PERMISSIONS).toContain(p);
    expect(DEFAULT_ROLE_PERMISSIONS.admin).toEqual([...PERMISSIONS]);
    const grouped = Object.values(PERMISSION_GROUPS).flat();
    expect([...grouped].sort()).toEqual([...PERMISSIONS].sort());
  });

  it('makes a holder of a view-only role read-only unless they are also admin or sales manager', () => {
    const role = (name: string, view_only = false) => ({ name, view_only });
    expect(isViewOnly([role('bookkeeper', true)])).toBe(true);
    expect(isViewOnly([role('accountant', true), role('client_manager')])).toBe(true);
    expect(isViewOnly([role('accountant', true), role('sales_manager')])).toBe(false);
    expect(isViewOnly([role('accountant', true), role('admin')])).toBe(false);
    expect(isViewOnly([role('accountant')])).toBe(false);
    expect(isViewOnly([role('sales_manager')])).toBe(false);
  });
});
