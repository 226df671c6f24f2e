import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { NotificationSettingsInput } from "@/shared/schemas/notifications";
import { api, unwrap } from "@/client/lib/api";
import { getNotificationSettingsQueryOptions } from "./get-notification-settings";

/** Saves the webhook URL; `rotateSecret` issues a new signing secret. The answer carries a new secret once. */
export function saveNotificationSettings(input: NotificationSettingsInput, rotateSecret = false) {
  return rotateSecret ? unwrap(api["notification-settings"]["rotate-secret"].$post({ json: input })) : unwrap(api["notification-settings"].$put({ json: input }));
}

export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, rotateSecret }: { input: NotificationSettingsInput; rotateSecret?: boolean }) => saveNotificationSettings(input, rotateSecret),
    onSuccess: (saved) => queryClient.setQueryData(getNotificationSettingsQueryOptions().queryKey, saved),
  });
}
