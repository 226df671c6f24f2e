import { queryOptions, useQuery } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

export const getNotificationSettings = () => unwrap(api["notification-settings"].$get());

export const getNotificationSettingsQueryOptions = () => queryOptions({ queryKey: ["notification-settings"], queryFn: getNotificationSettings });

export const useNotificationSettings = () => useQuery(getNotificationSettingsQueryOptions());
