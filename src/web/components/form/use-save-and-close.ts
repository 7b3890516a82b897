import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useToast } from '../feedback/toast-context';
import { useFailureHandler } from '../feedback/use-failure-handler';

/**
 * The parts of a react-hook-form form that saving needs. `TTransformedValues` is what the resolver hands
 * to the submit handler: with `zodResolver` the schema's output type, not the fields' input type.
 */
export type SaveAndCloseForm<TFieldValues extends FieldValues, TTransformedValues> = Pick<
  UseFormReturn<TFieldValues, unknown, TTransformedValues>,
  'handleSubmit' | 'setError'
>;

/**
 * The submit handler of a create/edit dialog (give it to `FormDialog`'s onSubmit): it saves the validated
 * body, then toasts `successMessage` (a catalogue key or translated text) and closes. A failed save
 * leaves the dialog open, with a 422's messages on their fields and any other failure toasted.
 */
export function useSaveAndClose<TFieldValues extends FieldValues, TTransformedValues>(
  form: SaveAndCloseForm<TFieldValues, TTransformedValues>,
  save: (body: TTransformedValues) => Promise<unknown>,
  onClose: () => void,
  successMessage = 'records.updated',
) {
  const toast = useToast();
  const fail = useFailureHandler();
  return form.handleSubmit((body) =>
    save(body).then(
      () => {
        toast.success(successMessage);
        onClose();
      },
      (error: unknown) => fail(error, form.setError),
    ),
  );
}
