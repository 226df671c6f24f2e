import { useMutation } from "@tanstack/react-query";
import { fetchJson } from "@/client/lib/api";

export type UploadedLogo = { path: string; url: string };

/** Multipart upload to the framework-logos bucket; the server checks the bytes are an image (2 MB at most). */
export function uploadFrameworkLogo(file: File): Promise<UploadedLogo> {
  const form = new FormData();
  form.append("file", file);
  return fetchJson<UploadedLogo>("/api/uploads/framework-logos", { method: "POST", body: form });
}

export const useUploadFrameworkLogo = () => useMutation({ mutationFn: uploadFrameworkLogo });
