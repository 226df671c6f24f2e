import { useEffect } from "react";
import { fontPackageOf, nearestFontWeight } from "@/shared/font-packages";

const requested = new Set<string>();

/**
 * Loads the framework fonts a preview shows, from the same self-hosted files microsites use (/_fonts), so a font
 * preview is drawn in the chosen font rather than a fallback. Each family and weight is fetched once per page.
 */
export function useFontFaces(families: readonly string[], weights: readonly number[] = [400, 700]) {
  const key = `${families.join("|")}#${weights.join(",")}`;
  useEffect(() => {
    const [names, sizes] = key.split("#");
    for (const family of names.split("|")) {
      const font = fontPackageOf(family);
      if (!font) continue;
      for (const wanted of sizes.split(",").map(Number)) {
        const weight = nearestFontWeight(font.weights, wanted);
        const id = `${family}:${weight}`;
        if (requested.has(id)) continue;
        requested.add(id);
        const face = new FontFace(family, `url(/_fonts/${font.pkg}/${weight}.woff2)`, { weight: String(weight) });
        document.fonts.add(face);
        face.load().catch(() => requested.delete(id));
      }
    }
  }, [key]);
}
