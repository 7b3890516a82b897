import { useMutation } from '@tanstack/react-query';
import { priceEndpoints } from '@shared/prices/endpoints';
import { call } from '../../../lib/api/api-client';
import { toPriceListFormData, type PriceListInput } from './to-price-list-form-data';

/** What saving would make, with the bad rows; nothing is written. */
export const previewPriceList = (input: PriceListInput) =>
  call(priceEndpoints.preview, { body: toPriceListFormData(input) });

export const usePreviewPriceList = () => useMutation({ mutationFn: previewPriceList });
