-- A webhook delivery's status holds only the values the code writes (WEBHOOK_DELIVERY_STATUSES), like every other status column.
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'delivered', 'failed', 'cancelled'));
