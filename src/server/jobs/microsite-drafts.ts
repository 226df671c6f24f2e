import { sql } from "drizzle-orm";
import { emptyPageUsage, type AiProvider } from "../ai/provider";
import type { PageUsage } from "../db/schema/ai-usage";
import type { Executor } from "../db/client";
import { queryRows } from "../db/rows";
import type { ContentWriter } from "../quality/checked-write";
import type { MicrositeContent } from "@/shared/schemas/microsite-content";
import { micrositeDrafts, microsites } from "../db/schema";

type Draft = { content: MicrositeContent; usage: PageUsage };
/** A page's kept answers by seed (a first draft and maybe a re-write). */
export type KeptDrafts = Map<string, Draft>;
type Page = { id: string; run_id: string };

/** The answers already received for these pages in their current run: a retry after a crash starts from them. */
export async function loadDrafts(db: Executor, pages: Page[]): Promise<Map<string, KeptDrafts>> {
  const byPage = new Map<string, KeptDrafts>();
  if (pages.length === 0) return byPage;
  const rows = await queryRows<{ microsite_id: string; seed: string; content: MicrositeContent; usage: PageUsage }>(
    db,
    sql`SELECT d.microsite_id, d.seed, d.content, d.usage FROM ${micrositeDrafts} d
        JOIN unnest(${sql.param(pages.map((p) => p.id))}::uuid[], ${sql.param(pages.map((p) => p.run_id))}::uuid[]) AS p(id, run_id)
          ON d.microsite_id = p.id AND d.run_id = p.run_id`,
  );
  for (const row of rows) {
    const drafts = byPage.get(row.microsite_id) ?? new Map<string, Draft>();
    drafts.set(row.seed, { content: row.content, usage: row.usage });
    byPage.set(row.microsite_id, drafts);
  }
  return byPage;
}

function addUsage(into: PageUsage, more: PageUsage) {
  for (const key of ["promptTokens", "cachedTokens", "completionTokens", "costUsd", "requests", "latencyMs"] as const) into[key] += more[key];
  into.limitRequests = more.limitRequests ?? into.limitRequests;
  into.limitTokens = more.limitTokens ?? into.limitTokens;
}

function usageSince(after: PageUsage, before: PageUsage): PageUsage {
  const delta = { ...after };
  for (const key of ["promptTokens", "cachedTokens", "completionTokens", "costUsd", "requests", "latencyMs"] as const) delta[key] = after[key] - before[key];
  return delta;
}

/**
 * The provider for one page, keeping every validated answer the moment it arrives (before rendering, checks or
 * storage can fail or the process die) and answering from a kept one instead of asking again. The kept answer's
 * usage joins the page's meter, so the run's cost counts the paid request once even when its process died.
 */
export function draftKeepingWriter(db: Executor, ai: AiProvider, page: Page, kept: KeptDrafts | undefined): ContentWriter {
  return {
    async generate(input, signal, feedback, meter) {
      const draft = kept?.get(input.seed);
      if (draft) {
        if (meter) addUsage(meter.usage, draft.usage);
        return draft.content;
      }
      const before = { ...(meter?.usage ?? emptyPageUsage()) };
      const content = await ai.generate(input, signal, feedback, meter);
      const usage = meter ? usageSince(meter.usage, before) : emptyPageUsage();
      await db.execute(
        sql`INSERT INTO ${micrositeDrafts} (microsite_id, run_id, seed, content, usage)
            VALUES (${page.id}, ${page.run_id}, ${input.seed}, ${JSON.stringify(content)}::jsonb, ${JSON.stringify(usage)}::jsonb)
            ON CONFLICT (microsite_id, run_id, seed) DO UPDATE SET content = excluded.content, usage = excluded.usage`,
      );
      return content;
    },
  };
}

/**
 * After a batch: finished pages need their drafts no more; a page going back to the queue keeps its drafts, but their
 * usage is now recorded in ai_usage, so the retry must not count it again.
 */
export async function settleDrafts(db: Executor, finishedIds: string[], retriedIds: string[]): Promise<void> {
  if (finishedIds.length > 0) await db.execute(sql`DELETE FROM ${micrositeDrafts} WHERE microsite_id = ANY(${sql.param(finishedIds)}::uuid[])`);
  if (retriedIds.length > 0) {
    await db.execute(sql`UPDATE ${micrositeDrafts} SET usage = ${JSON.stringify(emptyPageUsage())}::jsonb WHERE microsite_id = ANY(${sql.param(retriedIds)}::uuid[])`);
  }
}

/** Drafts of pages finished or moved to another run meanwhile (a crash between publish and settleDrafts). */
export async function removeSettledDrafts(db: Executor): Promise<number> {
  const rows = await queryRows<{ microsite_id: string }>(
    db,
    sql`DELETE FROM ${micrositeDrafts} d USING ${microsites} m
        WHERE d.microsite_id = m.id AND (m.status <> 'pending' OR m.run_id IS DISTINCT FROM d.run_id) RETURNING d.microsite_id`,
  );
  return rows.length;
}
