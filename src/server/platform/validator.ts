import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { swapReversedDateRanges } from '@shared/validation/date-ranges';
import { ValidationFailed } from './errors';
import { nulFields } from './input-guard';
import { isDescribedForm } from './multipart';

type ZodRouteSchema = Parameters<typeof validatorCompiler>[0]['schema'];

/**
 * The zod validator of every route's params, query, body and headers, with what holds for all of them:
 * a NUL in any text is refused on its field, a rule that throws on a shape it did not expect is a 422 and
 * never a 500, and every list's reversed *_from/*_to dates are read the right way round (spec §5).
 */
export const routeValidator: FastifySchemaCompiler<ZodRouteSchema> = (route) => {
  // A form's fields are validated by readForm, multipart or JSON alike; its declared body only describes it.
  const validate = isDescribedForm(route.schema)
    ? (data: unknown) => ({ value: data })
    : validatorCompiler(route);
  const swapDates = route.httpPart === 'querystring';
  return (data) => {
    const nul = nulFields(data);
    if (nul) return { error: new ValidationFailed(nul) };
    let result: ReturnType<typeof validate>;
    try {
      result = validate(data);
    } catch {
      return { error: new ValidationFailed({ _: ['validation.invalid_value'] }) };
    }
    return swapDates && typeof result === 'object' && 'value' in result
      ? { value: swapReversedDateRanges(result.value) }
      : result;
  };
};
