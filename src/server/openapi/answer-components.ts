import type { z } from "zod";
import { accessSettingViewSchema, accountPersonSchema } from "@/shared/schemas/access-answers";
import { accountProfileSchema } from "@/shared/schemas/account-answers";
import { activityItemSchema } from "@/shared/schemas/analytics-answers";
import { approvalGroupSchema } from "@/shared/schemas/approval-answers";
import { brandProfileAnswerSchema, faqAnswerSchema, proofPointAnswerSchema } from "@/shared/schemas/brand-answers";
import { campaignAnswerSchema, campaignDetailAnswerSchema, campaignListItemSchema, campaignRecordSchema, campaignStateSchema, micrositeRowSchema } from "@/shared/schemas/campaign-answers";
import { contactAnswerSchema, importResultSchema } from "@/shared/schemas/contact-answers";
import { contactPageAnswerSchema } from "@/shared/schemas/contact-page";
import { frameworkAnswerSchema } from "@/shared/schemas/framework-answers";
import { crmSyncStateSchema, integrationsAnswerSchema } from "@/shared/schemas/integration-answers";
import { launchAnswerSchema } from "@/shared/schemas/launch-answers";
import { micrositeContentSchema } from "@/shared/schemas/microsite-content";
import { qualityReportSchema } from "@/shared/schemas/microsite-answers";
import { notificationSettingsAnswerSchema } from "@/shared/schemas/notification-answers";
import { offeringAnswerSchema } from "@/shared/schemas/offering-answers";
import { invitationAnswerSchema, workspaceAnswerSchema } from "@/shared/schemas/workspace-answers";

/**
 * The answer schemas the document names in components.schemas: written once there and referenced by every answer
 * that holds them (a framework is answered by five operations; a quality report sits in six answers).
 */
export const ANSWER_COMPONENTS: Record<string, z.ZodType> = {
  AccessSetting: accessSettingViewSchema,
  AccountPerson: accountPersonSchema,
  AccountProfile: accountProfileSchema,
  ActivityItem: activityItemSchema,
  ApprovalGroup: approvalGroupSchema,
  BrandProfile: brandProfileAnswerSchema,
  Campaign: campaignAnswerSchema,
  CampaignDetail: campaignDetailAnswerSchema,
  CampaignListItem: campaignListItemSchema,
  CampaignRecord: campaignRecordSchema,
  CampaignState: campaignStateSchema,
  Contact: contactAnswerSchema,
  ContactPage: contactPageAnswerSchema,
  CrmSyncState: crmSyncStateSchema,
  Faq: faqAnswerSchema,
  Framework: frameworkAnswerSchema,
  ImportResult: importResultSchema,
  Integrations: integrationsAnswerSchema,
  Invitation: invitationAnswerSchema,
  LaunchRun: launchAnswerSchema,
  MicrositeContent: micrositeContentSchema,
  MicrositeRow: micrositeRowSchema,
  NotificationSettings: notificationSettingsAnswerSchema,
  Offering: offeringAnswerSchema,
  ProofPoint: proofPointAnswerSchema,
  QualityReport: qualityReportSchema,
  Workspace: workspaceAnswerSchema,
};
