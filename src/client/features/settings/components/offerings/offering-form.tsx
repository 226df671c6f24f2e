import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import { CURRENCIES, OFFERING_TYPES, UNIT_TYPES } from "@/shared/constants";
import { currencyLabel, type CurrencyCode } from "@/shared/currency";
import { joinOfferingErrors, MAX_OUTCOMES, offeringSchema, type OfferingValues } from "@/shared/schemas/offering";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { Field, FieldError, Input, Label, Select, Textarea } from "@/client/components/ui/input";
import { Switch } from "@/client/components/ui/switch";
import type { Offering } from "@/client/features/settings/api/get-offerings";
import { EMPTY_OFFERING, outcomeLines, toOfferingFormValues, type OfferingFormValues } from "./offering-form-values";

type OfferingFormProps = {
  editing: Offering | null;
  saving: boolean;
  onSubmit: (values: OfferingValues) => Promise<boolean>;
  onCancelEdit: () => void;
};

/** One form for both modes (spec 2): "Add offering", or "Edit offering" once an offering is picked from the list. */
export function OfferingForm({ editing, saving, onSubmit, onCancelEdit }: OfferingFormProps) {
  // The panel remounts this form (key) when the mode or the edited offering changes, so defaults are enough.
  const { register, handleSubmit, reset, control, setError, clearErrors, formState } = useForm<OfferingFormValues>({
    defaultValues: editing ? toOfferingFormValues(editing) : EMPTY_OFFERING,
  });
  const [message, setMessage] = useState<string | null>(null);
  const requiresQuote = useWatch({ control, name: "requires_quote" });
  const errors = formState.errors;

  const submit = handleSubmit(async (values) => {
    // Spec 5: the shared schema decides, and every message is shown at once, joined by commas.
    const parsed = offeringSchema.safeParse({ ...values, outcomes: outcomeLines(values.outcomes) });
    if (!parsed.success) {
      setMessage(joinOfferingErrors(parsed.error));
      for (const issue of parsed.error.issues) setError(issue.path[0] as keyof OfferingFormValues, { message: issue.message });
      return;
    }
    setMessage(null);
    if ((await onSubmit(parsed.data)) && !editing) reset(EMPTY_OFFERING);
  });

  const clearOnEdit = (name: keyof OfferingFormValues) => ({ onChange: () => clearErrors(name) });

  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? "Edit offering" : "Add offering"}</CardTitle>
        <CardDescription>{editing ? `Changing "${editing.name}".` : "A product or service microsites can feature, with its price."}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate aria-label={editing ? "Edit offering" : "Add offering"} className="@container space-y-4">
          <div className="grid gap-4 @md:grid-cols-[1fr_10rem]">
            <Field label="Name" htmlFor="offering-name">
              <Input id="offering-name" autoFocus={!!editing} aria-invalid={!!errors.name} {...register("name", clearOnEdit("name"))} />
            </Field>
            <Field label="Type" htmlFor="offering-type">
              <Select id="offering-type" {...register("type")}>
                {OFFERING_TYPES.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </Select>
            </Field>
          </div>
          <Field label="Description" htmlFor="offering-description" hint="Optional.">
            <Textarea id="offering-description" rows={3} {...register("description")} />
          </Field>
          <Field
            label="Outcomes"
            htmlFor="offering-outcomes"
            hint={`Optional. What customers get, in your words: one per line, up to ${MAX_OUTCOMES}. E.g. "Invoices approved in 2 days instead of 9".`}
          >
            <Textarea id="offering-outcomes" rows={3} aria-invalid={!!errors.outcomes} {...register("outcomes", clearOnEdit("outcomes"))} />
          </Field>
          <div className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2.5">
            <Label htmlFor="offering-quote" className="font-normal">
              Price on request (quote required)
            </Label>
            <Controller
              control={control}
              name="requires_quote"
              render={({ field }) => (
                <Switch
                  id="offering-quote"
                  checked={field.value}
                  onCheckedChange={(checked) => {
                    field.onChange(checked);
                    clearErrors(["price", "currency", "unit_type"]);
                  }}
                />
              )}
            />
          </div>
          {requiresQuote ? null : (
            <div className="grid grid-cols-2 gap-4 @sm:grid-cols-3">
              <Field label="Price" htmlFor="offering-price" className="col-span-2 @sm:col-span-1">
                <Input id="offering-price" type="number" inputMode="decimal" min={0} step={0.01} aria-invalid={!!errors.price} {...register("price", clearOnEdit("price"))} />
              </Field>
              <Field label="Currency" htmlFor="offering-currency">
                <Select id="offering-currency" {...register("currency")}>
                  {(Object.keys(CURRENCIES) as CurrencyCode[]).map((code) => (
                    <option key={code} value={code}>
                      {currencyLabel(code)}
                    </option>
                  ))}
                </Select>
              </Field>
              <Field label="Per" htmlFor="offering-unit">
                <Select id="offering-unit" {...register("unit_type")}>
                  {UNIT_TYPES.map((unit) => (
                    <option key={unit} value={unit}>
                      {unit}
                    </option>
                  ))}
                </Select>
              </Field>
            </div>
          )}
          <FieldError message={message} id="offering-form-error" />
          <div className="flex justify-end gap-2">
            {editing ? (
              <Button variant="ghost" onClick={onCancelEdit} disabled={saving}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" disabled={saving}>
              {saving ? "Saving..." : editing ? "Save changes" : "Add offering"}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
