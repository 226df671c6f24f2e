// The built-in writer's templates over their full combinations, and whole pages over campaign types x tones x
// roles x note kinds x brand data, read by the writer's grammar checker.
import { checkAllTemplates } from "@/server/test/ai/builtin/grammar-enumeration";
import { checkAllPages } from "@/server/test/ai/builtin/page-enumeration";
import { AP_BRAND, AP_OFFERINGS } from "@/server/test/ai/ap-sender";
import { sampleGenerationInput } from "@/server/test/ai/generation-input";
import { fmt } from "../helpers";

export function printGrammarFigures() {
  const templates = checkAllTemplates();
  const pages = checkAllPages(sampleGenerationInput({ contact: { firstName: "Dana", company: "Acme" }, brand: AP_BRAND, offerings: AP_OFFERINGS }));
  console.log(`  grammar errors over the full template combinations: ${templates.grammar.length} in ${fmt(templates.combinations)} template outputs (target 0)`);
  console.log(
    `  whole pages enumerated: ${fmt(pages.pages)}; grammar errors ${pages.grammar.length}, other-industry terms ${pages.foreignIndustry.length}, quoted notes ${pages.quotedNotes.length}, invented figures ${pages.inventedFigures.length} (target 0 each)`,
  );
}
