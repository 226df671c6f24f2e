import { describe, expect, it } from "vitest";
import { AP_OFFERINGS } from "@/server/test/ai/ap-sender";
import { foreignIndustryTerms } from "@/server/test/ai/builtin/industry-lexicon";
import { TOPICS, topicFor } from "./topics";

const of = (...texts: string[]) => topicFor(texts).key;

describe("what the sender's offering is about", () => {
  it("reads the topic from the sender's own words, never from the prospect", () => {
    expect(of(AP_OFFERINGS[0].name, AP_OFFERINGS[0].description, ...AP_OFFERINGS[0].outcomes)).toBe("payables");
    expect(of("Cashflow Pro", "Send invoices and collect payments automatically, with reminders for overdue accounts")).toBe("billing");
    expect(of("Shield", "Threat detection and access management for mid-size companies")).toBe("security");
    expect(of("Pipeline Coach", "Sales engagement and pipeline management")).toBe("crm");
    expect(of("Acme Widgets", "We make widgets")).toBe("own");
  });

  it("writes every topic's problems without any industry's own vocabulary", () => {
    for (const topic of TOPICS) {
      const text = [topic.area, ...topic.pains, ...topic.gains, ...Object.values(topic.stakes)].join(". ");
      expect(foreignIndustryTerms(text, null), topic.key).toEqual([]);
    }
  });
});
