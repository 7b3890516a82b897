import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { buildXlsx } from './excel-export';

type Row = { id: number; name: string; roles: string[]; amount: number | null };

describe('buildXlsx', () => {
  it('writes a header row and one row per record', async () => {
    const bytes = await buildXlsx<Row>({
      fileName: 'employees',
      columns: [
        { header: 'Name', value: (row) => row.name },
        { header: 'Roles', value: (row) => row.roles },
        { header: 'Amount', value: (row) => row.amount },
      ],
      rows: [
        { id: 1, name: 'ნინო ბერიძე', roles: ['admin', 'accountant'], amount: 1200.5 },
        { id: 2, name: 'Giorgi', roles: [], amount: null },
      ],
    });

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(bytes);
    const sheet = workbook.getWorksheet('employees');
    expect(sheet?.getRow(1).values).toEqual([undefined, 'Name', 'Roles', 'Amount']);
    expect(sheet?.getRow(2).values).toEqual([undefined, 'ნინო ბერიძე', 'admin, accountant', 1200.5]);
    expect(sheet?.getRow(3).getCell(1).value).toBe('Giorgi');
    expect(sheet?.getRow(3).getCell(3).value).toBeNull();
    expect(sheet?.rowCount).toBe(3);
  });
});
