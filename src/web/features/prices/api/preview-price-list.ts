import { useMutation } from '@tanstack/react-query';
import type { PricePreviewAnswer } from '@shared/prices/contracts';
import { api } from '../../../lib/api/api-client';
import { toPriceListFormData, type PriceListInput } from './to-price-list-form-data';

/** What saving would make, with the bad rows; nothing is written. */
export const previewPriceList = (input: PriceListInput) =>
  api.post<PricePreviewAnswer>('/prices/preview', toPriceListFormData(input));

export const usePreviewPriceList = () => useMutation({ mutationFn: previewPriceList });
