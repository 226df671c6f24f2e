import type { ComponentProps } from "react";
import { get, useFormContext, type FieldPath } from "react-hook-form";
import { Field, Input, Textarea } from "@/client/components/ui/input";
import type { BrandFormValues } from "./brand-form-values";

type Name = FieldPath<BrandFormValues>;

/** Registers a field so that editing it clears its own error (spec 5: errors clear per field on edit). */
export function useBrandField(name: Name) {
  const { register, clearErrors, formState } = useFormContext<BrandFormValues>();
  const error = (get(formState.errors, name) as { message?: string } | undefined)?.message;
  const id = `brand-${name.replace(/\./g, "-").replace(/_/g, "-")}`;
  return { id, error, props: { id, "aria-invalid": !!error, ...register(name, { onChange: () => clearErrors(name) }) } };
}

type BrandInputProps = { name: Name; label: string; hint?: string; required?: boolean; className?: string } & Omit<ComponentProps<"input">, "name">;

export function BrandInput({ name, label, hint, required, className, ...inputProps }: BrandInputProps) {
  const { id, error, props } = useBrandField(name);
  return (
    <Field label={required ? `${label} *` : label} htmlFor={id} error={error} hint={hint} className={className}>
      <Input {...inputProps} {...props} />
    </Field>
  );
}

export function BrandTextarea({ name, label, hint, required, placeholder }: { name: Name; label: string; hint?: string; required?: boolean; placeholder?: string }) {
  const { id, error, props } = useBrandField(name);
  return (
    <Field label={required ? `${label} *` : label} htmlFor={id} error={error} hint={hint}>
      <Textarea rows={3} placeholder={placeholder} {...props} />
    </Field>
  );
}
