import type { ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { z } from "zod";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";

/**
 * Checks the form's values with the shared schema (the one the server applies), puts each message under its field,
 * and hands the parsed values on; a new item's form is emptied once it was saved.
 */
export function submitWithSchema<F extends FieldValues, S extends z.ZodType>(
  form: UseFormReturn<F>,
  schema: S,
  onSubmit: (values: z.output<S>) => Promise<boolean>,
  resetAfterSave: F | null,
) {
  return form.handleSubmit(async (values) => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as Path<F>;
        if (!form.getFieldState(field).error) form.setError(field, { message: issue.message });
      }
      return;
    }
    if ((await onSubmit(parsed.data)) && resetAfterSave) form.reset(resetAfterSave);
  });
}

type ItemFormCardProps = {
  title: string;
  description: string;
  editing: boolean;
  saving: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onCancelEdit: () => void;
  children: ReactNode;
};

/** The card around a customer story or FAQ form, with the offering form's look and buttons. */
export function ItemFormCard({ title, description, editing, saving, submitLabel, onSubmit, onCancelEdit, children }: ItemFormCardProps) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate aria-label={title} className="@container space-y-4">
          {children}
          <div className="flex justify-end gap-2">
            {editing ? (
              <Button variant="ghost" onClick={onCancelEdit} disabled={saving}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : editing ? "Save changes" : submitLabel}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
