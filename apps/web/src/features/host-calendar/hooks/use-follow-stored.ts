import { useEffect } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

/**
 * Keeps a form of the calendar page on what is stored: when the calendar changes elsewhere (a
 * price set on the calendar, another form's save), the form shows it, unless the host is
 * editing it. Only a change of `stored` counts: a save resets the form to what it stored already.
 */
export function useFollowStored<T extends FieldValues>(form: UseFormReturn<T>, stored: T): void {
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(stored);
  }, [stored, form]);
}
