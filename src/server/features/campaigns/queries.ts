import { sql } from "drizzle-orm";
import { campaignContacts, campaigns, user } from "@/server/db/schema";

/** The columns a campaign is answered with (snake_case, as in the spec's tables). */
export const campaignColumns = {
  id: campaigns.id,
  name: campaigns.name,
  description: campaigns.description,
  status: campaigns.status,
  launch_status: campaigns.launchStatus,
  campaign_type: campaigns.campaignType,
  expiration_days: campaigns.expirationDays,
  framework_id: campaigns.frameworkId,
  featured_offering_id: campaigns.featuredOfferingId,
  personalization_settings: campaigns.personalizationSettings,
  campaign_settings: campaigns.campaignSettings,
  campaign_data: campaigns.campaignData,
  cta_url: campaigns.ctaUrl,
  cta_type: campaigns.ctaType,
  start_date: campaigns.startDate,
  end_date: campaigns.endDate,
  launched_at: campaigns.launchedAt,
  expires_at: campaigns.expiresAt,
  user_id: campaigns.userId,
  /** The rep the campaign belongs to (admins see the whole team's). */
  owner_name: sql<string>`(select ${user.name} from ${user} where ${user.id} = ${campaigns.userId})`,
  created_at: campaigns.createdAt,
  updated_at: campaigns.updatedAt,
};

/** Number of contacts linked to the campaign of the current row (primary-key index scan). */
export const contactCountColumn = sql<number>`(select count(*) from ${campaignContacts} where ${campaignContacts.campaignId} = ${campaigns.id})`.mapWith(Number);
