import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm, type DefaultValues, type FieldValues } from "react-hook-form";
import type { z } from "zod";

/**
 * The sign-in and sign-up forms' shared flow: the shared schema checks the fields, `action` talks to the server,
 * `after` runs once signed in (go to the dashboard, or accept an invitation); any failure is the form's banner.
 */
export function useAuthForm<T extends FieldValues>(schema: z.ZodType<T, T>, action: (values: T) => Promise<void>, after: () => Promise<void> | void, defaultValues?: DefaultValues<T>) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await action(values);
      await after();
    } catch (error) {
      setFormError((error as Error).message);
    }
  });
  return { register: form.register, errors: form.formState.errors, isSubmitting: form.formState.isSubmitting, formError, onSubmit };
}
