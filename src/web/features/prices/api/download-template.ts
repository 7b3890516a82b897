import { useMutation } from '@tanstack/react-query';
import { priceEndpoints } from '@shared/prices/endpoints';
import { download } from '../../../lib/api/api-client';
import { downloadBlob } from '../../../lib/excel-export';

/** The complex's units as a spreadsheet to fill in, saved under the name the server gives it. */
export async function downloadTemplate(buildingId: number): Promise<void> {
  const { blob, fileName } = await download(
    priceEndpoints.template,
    { query: { building_id: buildingId } },
    `price-template-${buildingId}.xlsx`,
  );
  downloadBlob(blob, fileName);
}

export const useDownloadTemplate = () => useMutation({ mutationFn: downloadTemplate });
