import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { REP_PROFILE_MESSAGES, repProfileSchema, type RepProfileInput, type RepProfileValues } from "@/shared/schemas/account";
import { toast } from "@/client/lib/toast-store";
import { Button } from "@/client/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/client/components/ui/card";
import { ErrorBanner } from "@/client/components/ui/feedback";
import { Field, Input } from "@/client/components/ui/input";
import { Skeleton } from "@/client/components/ui/skeleton";
import { useMe, type Me } from "@/client/features/dashboard/api/get-me";
import { useUpdateRepProfile } from "@/client/features/settings/api/rep-profile";
import { RepPhotoField } from "./rep-photo-field";

function RepProfileForm({ me }: { me: Me }) {
  const update = useUpdateRepProfile();
  const { register, handleSubmit, formState, reset } = useForm<RepProfileInput, unknown, RepProfileValues>({
    resolver: zodResolver(repProfileSchema),
    defaultValues: { jobTitle: me.jobTitle, schedulingUrl: me.schedulingUrl ?? "" },
  });
  const { errors, isDirty } = formState;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values);
      reset({ jobTitle: saved.jobTitle, schedulingUrl: saved.schedulingUrl ?? "" });
      toast.success(REP_PROFILE_MESSAGES.saved);
    } catch {
      toast.error(REP_PROFILE_MESSAGES.saveFailed);
    }
  });

  return (
    <div className="space-y-5">
      <RepPhotoField photoUrl={me.photoUrl} name={`${me.firstName} ${me.lastName}`.trim()} />
      <form onSubmit={onSubmit} noValidate aria-label="On your microsites" className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Job title" htmlFor="rep-job-title" error={errors.jobTitle?.message}>
            <Input id="rep-job-title" autoComplete="organization-title" placeholder="Account Executive" aria-invalid={!!errors.jobTitle} {...register("jobTitle")} />
          </Field>
          <Field label="Scheduling link" htmlFor="rep-scheduling-url" hint="Optional. Calendly, HubSpot or any https:// booking page." error={errors.schedulingUrl?.message}>
            <Input
              id="rep-scheduling-url"
              type="url"
              inputMode="url"
              placeholder="https://calendly.com/you"
              aria-invalid={!!errors.schedulingUrl}
              {...register("schedulingUrl")}
            />
          </Field>
        </div>
        <div className="flex justify-end">
          <Button type="submit" disabled={!isDirty || update.isPending}>
            {update.isPending ? "Saving..." : "Save profile"}
          </Button>
        </div>
      </form>
    </div>
  );
}

/** What a prospect sees of the rep beside each microsite's closing call to action. */
export function RepProfileCard() {
  const me = useMe();
  return (
    <Card>
      <CardHeader>
        <CardTitle>On your microsites</CardTitle>
        <CardDescription>Your photo, job title and booking link appear beside the call to action of every page you send.</CardDescription>
      </CardHeader>
      <CardContent>
        {me.isError ? (
          <ErrorBanner message="Failed to load your profile" onRetry={() => me.refetch()} />
        ) : me.data ? (
          <RepProfileForm me={me.data} />
        ) : (
          <div role="status" aria-label="Loading your profile" className="space-y-3">
            <Skeleton className="size-20 rounded-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
