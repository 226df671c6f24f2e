import { useMutation } from "@tanstack/react-query";
import { fetchJson } from "@/client/lib/api";

/** Multipart upload into brand-logos (outside the typed client: it sends FormData). Answers the public url. */
export function uploadBrandLogo(file: File) {
  const body = new FormData();
  body.append("file", file);
  return fetchJson<{ path: string; url: string }>("/api/uploads/brand-logos", { method: "POST", body });
}

export const useUploadBrandLogo = () => useMutation({ mutationFn: uploadBrandLogo });
