CREATE TABLE "audit_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" integer,
	"customer_id" integer,
	"action" text NOT NULL,
	"resource" text NOT NULL,
	"resource_id" text,
	"route" text NOT NULL,
	"ip" text,
	"request_id" text,
	CONSTRAINT "audit_events_action" CHECK ("audit_events"."action" in ('read', 'create', 'update', 'delete', 'login', 'logout'))
);
--> statement-breakpoint
CREATE INDEX "audit_events_customer_id_at_idx" ON "audit_events" USING btree ("customer_id","at");--> statement-breakpoint
CREATE INDEX "audit_events_actor_at_idx" ON "audit_events" USING btree ("actor","at");--> statement-breakpoint
-- Hand-written (drizzle-kit does not model triggers): the audit trail is append-only in the database
-- itself, so no code path of the API, and no SQL slip of an operator, can rewrite or erase it. Pruning
-- past the retention period is a deliberate owner act: ALTER TABLE audit_events DISABLE TRIGGER USER.
CREATE FUNCTION "audit_events_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'audit_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_update_delete" BEFORE UPDATE OR DELETE ON "audit_events" FOR EACH ROW EXECUTE FUNCTION "audit_events_append_only"();
--> statement-breakpoint
CREATE TRIGGER "audit_events_no_truncate" BEFORE TRUNCATE ON "audit_events" FOR EACH STATEMENT EXECUTE FUNCTION "audit_events_append_only"();
