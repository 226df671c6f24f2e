import { queryOptions, useQuery } from "@tanstack/react-query";
import type { Framework } from "../../../../shared/schemas/framework";
import { api, unwrap } from "../../../lib/api";

/** The signed-in user's frameworks, newest first. */
export const getFrameworks = (): Promise<Framework[]> => unwrap(api.frameworks.$get({ query: {} }));

export const getFrameworksQueryOptions = () => queryOptions({ queryKey: ["frameworks"], queryFn: getFrameworks });

export const useFrameworks = () => useQuery(getFrameworksQueryOptions());
