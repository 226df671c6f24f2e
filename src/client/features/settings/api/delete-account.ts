import { useMutation } from "@tanstack/react-query";
import { api, unwrap } from "@/client/lib/api";

export const deleteAccount = (confirm: string) => unwrap(api.account.$delete({ json: { confirm } }));

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
