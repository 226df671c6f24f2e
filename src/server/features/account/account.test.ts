import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { session, user } from "@/server/db/schema";
import { createTestContext, type TestContext, type TestUser } from "@/server/test/test-app";
import sharp from "sharp";
import { REP_PHOTO_SIZE } from "@/server/render/closing";
import { SIGNATURE_PHOTO_SIZE } from "@/server/render/microsite-page";
import { countSeededRows, existingFiles, photoPngFile, pngFile, seedEverythingOf, uploadProfilePhoto } from "@/server/test/account/account-seed";
import { REP_PHOTO_MAX_SIDE } from "./rep-photo-size";

const cookieOf = (res: Response) => (res.headers.get("set-cookie") ?? "").split(";")[0];

describe("account API", () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  async function signInAgain(u: TestUser, password = "correct-horse-battery") {
    const res = await ctx.request("/api/auth/sign-in/email", { method: "POST", body: { email: u.email, password } });
    expect(res.status).toBe(200);
    return cookieOf(res);
  }

  describe("PATCH /api/account", () => {
    it("renames the user: /api/me, the session and better-auth's display name follow", async () => {
      const u = await ctx.signUp({ firstName: "Old", lastName: "Name" });
      const res = await ctx.request("/api/account", { method: "PATCH", cookie: u.cookie, body: { firstName: "  Ada ", lastName: "Lovelace" } });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ id: u.id, email: u.email, firstName: "Ada", lastName: "Lovelace" });
      expect(await (await ctx.request("/api/me", { cookie: u.cookie })).json()).toEqual({
        id: u.id,
        email: u.email,
        firstName: "Ada",
        lastName: "Lovelace",
        jobTitle: "",
        photoUrl: null,
        schedulingUrl: null,
      });
      expect(await (await ctx.request("/api/me", { cookie: u.cookie })).json()).toMatchObject({ firstName: "Ada", lastName: "Lovelace" });
      const current = (await (await ctx.request("/api/auth/get-session", { cookie: u.cookie })).json()) as { user: { name: string; firstName: string } };
      expect(current.user).toMatchObject({ name: "Ada Lovelace", firstName: "Ada" });
    });

    it("refuses blank names with the sign-up messages and changes nothing", async () => {
      const u = await ctx.signUp({ firstName: "Keep", lastName: "Me" });
      const blankFirst = await ctx.request("/api/account", { method: "PATCH", cookie: u.cookie, body: { firstName: " ", lastName: "X" } });
      expect(blankFirst.status).toBe(400);
      expect((await blankFirst.json()).error).toBe("First name is required");
      const noLast = await ctx.request("/api/account", { method: "PATCH", cookie: u.cookie, body: { firstName: "X" } });
      expect((await noLast.json()).error).toBe("Last name is required");
      const [row] = await ctx.db.select().from(user).where(eq(user.id, u.id));
      expect(row).toMatchObject({ firstName: "Keep", lastName: "Me" });
    });

    it("needs a session", async () => {
      expect((await ctx.request("/api/account", { method: "PATCH", body: { firstName: "A", lastName: "B" } })).status).toBe(401);
    });
  });

  describe("the rep's public profile", () => {
    const patchProfile = (u: TestUser, body: unknown) => ctx.request("/api/account/profile", { method: "PATCH", cookie: u.cookie, body });

    it("saves job title and scheduling link; GET /api/me returns them; blanks clear them", async () => {
      const u = await ctx.signUp();
      const res = await patchProfile(u, { jobTitle: " Account Executive ", schedulingUrl: "calendly.com/ada/30min" });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ jobTitle: "Account Executive", schedulingUrl: "https://calendly.com/ada/30min" });
      expect(await (await ctx.request("/api/me", { cookie: u.cookie })).json()).toMatchObject({
        jobTitle: "Account Executive",
        schedulingUrl: "https://calendly.com/ada/30min",
      });
      expect(await (await patchProfile(u, { jobTitle: "", schedulingUrl: "" })).json()).toMatchObject({ jobTitle: "", schedulingUrl: null });
    });

    it("refuses a link that is not https and a long title, changing nothing", async () => {
      const u = await ctx.signUp();
      await patchProfile(u, { jobTitle: "AE", schedulingUrl: "https://calendly.com/keep" });
      const http = await patchProfile(u, { jobTitle: "AE", schedulingUrl: "http://calendly.com/ada" });
      expect(http.status).toBe(400);
      expect((await http.json()).error).toBe("Enter a valid https:// scheduling link, e.g. https://calendly.com/you");
      const script = await patchProfile(u, { jobTitle: "AE", schedulingUrl: "javascript:alert(1)" });
      expect((await script.json()).error).toBe("Enter a valid https:// scheduling link, e.g. https://calendly.com/you");
      const long = await patchProfile(u, { jobTitle: "x".repeat(121), schedulingUrl: null });
      expect((await long.json()).error).toBe("Job title must be 120 characters or fewer");
      expect(await (await ctx.request("/api/me", { cookie: u.cookie })).json()).toMatchObject({ jobTitle: "AE", schedulingUrl: "https://calendly.com/keep" });
      expect((await ctx.request("/api/account/profile", { method: "PATCH", body: { jobTitle: "x" } })).status).toBe(401);
    });

    it("stores a photo in the owner's folder, deletes the old file on replace and on removal", async () => {
      const u = await ctx.signUp();
      const first = await uploadProfilePhoto(ctx, u);
      expect(first.url).toMatch(new RegExp(`^/storage/profile-photos/${u.id}/[0-9]+-[0-9a-f]{16}\\.webp$`));
      expect(await ctx.storage.get("profile-photos", first.key)).not.toBeNull();
      expect((await ctx.request(first.url)).headers.get("content-type")).toBe("image/webp");
      expect(await (await ctx.request("/api/me", { cookie: u.cookie })).json()).toMatchObject({ photoUrl: first.url });

      const second = await uploadProfilePhoto(ctx, u);
      expect(second.url).not.toBe(first.url);
      expect(await ctx.storage.get("profile-photos", first.key)).toBeNull();
      expect(await ctx.storage.get("profile-photos", second.key)).not.toBeNull();

      const removed = await ctx.request("/api/account/photo", { method: "DELETE", cookie: u.cookie });
      expect(await removed.json()).toMatchObject({ photoUrl: null });
      expect(await ctx.storage.get("profile-photos", second.key)).toBeNull();
    });

    it("refuses a file that is not an image or too big, keeping the current photo", async () => {
      const u = await ctx.signUp();
      const photo = await uploadProfilePhoto(ctx, u);
      const put = (file: File) => {
        const form = new FormData();
        form.append("file", file);
        return ctx.request("/api/account/photo", { method: "PUT", body: form, cookie: u.cookie });
      };
      const text = await put(new File(["<svg onload=alert(1)>"], "me.png", { type: "image/png" }));
      expect(text.status).toBe(400);
      expect((await text.json()).error).toBe("Only PNG, JPEG, GIF or WebP images can be uploaded");
      // A PNG signature over bytes that do not decode is no image either (and no 500).
      const broken = await put(pngFile("me.png"));
      expect(broken.status).toBe(400);
      expect((await broken.json()).error).toBe("Only PNG, JPEG, GIF or WebP images can be uploaded");
      const big = new Uint8Array(2 * 1024 * 1024 + 1);
      big.set(await pngFile().bytes());
      expect((await (await put(new File([big], "big.png", { type: "image/png" }))).json()).error).toBe("Image must be 2 MB or smaller");
      const none = await ctx.request("/api/account/photo", { method: "PUT", body: new FormData(), cookie: u.cookie });
      expect((await none.json()).error).toBe("Choose an image file to upload");
      expect(await (await ctx.request("/api/me", { cookie: u.cookie })).json()).toMatchObject({ photoUrl: photo.url });
      expect(await ctx.storage.get("profile-photos", photo.key)).not.toBeNull();
    });

    it("resizes the photo on upload: a 400×400 PNG of 50 KB and more becomes a WebP of at most twice its largest display size", async () => {
      const u = await ctx.signUp();
      const original = await photoPngFile();
      expect(original.size).toBeGreaterThan(50_000);
      const photo = await uploadProfilePhoto(ctx, u);
      const stored = (await ctx.storage.get("profile-photos", photo.key))!;
      const meta = await sharp(stored.body).metadata();
      expect(meta).toMatchObject({ format: "webp", width: REP_PHOTO_MAX_SIDE, height: REP_PHOTO_MAX_SIDE });
      expect(REP_PHOTO_MAX_SIDE).toBe(2 * Math.max(REP_PHOTO_SIZE, SIGNATURE_PHOTO_SIZE));
      expect(stored.body.length).toBeLessThan(original.size / 2);
      // A small photo is never enlarged.
      const form = new FormData();
      form.append("file", await photoPngFile(64));
      const small = (await (await ctx.request("/api/account/photo", { method: "PUT", body: form, cookie: u.cookie })).json()) as { photoUrl: string };
      const smallMeta = await sharp((await ctx.storage.get("profile-photos", small.photoUrl.slice("/storage/profile-photos/".length)))!.body).metadata();
      expect(smallMeta).toMatchObject({ format: "webp", width: 64, height: 64 });
    });

    it("one user's photo change never touches another user's file", async () => {
      const owner = await ctx.signUp();
      const other = await ctx.signUp();
      const ownersPhoto = await uploadProfilePhoto(ctx, owner);
      await uploadProfilePhoto(ctx, other);
      await ctx.request("/api/account/photo", { method: "DELETE", cookie: other.cookie });
      expect(await ctx.storage.get("profile-photos", ownersPhoto.key)).not.toBeNull();
      expect(await (await ctx.request("/api/me", { cookie: owner.cookie })).json()).toMatchObject({ photoUrl: ownersPhoto.url });
    });
  });

  describe("password and sessions (better-auth endpoints)", () => {
    it("changes the password and, when asked, signs out every other session", async () => {
      const u = await ctx.signUp();
      const otherDevice = await signInAgain(u);
      const wrong = await ctx.request("/api/auth/change-password", {
        method: "POST",
        cookie: u.cookie,
        body: { currentPassword: "not-my-password", newPassword: "brand-new-password", revokeOtherSessions: true },
      });
      expect(wrong.status).toBe(400);
      const res = await ctx.request("/api/auth/change-password", {
        method: "POST",
        cookie: u.cookie,
        body: { currentPassword: "correct-horse-battery", newPassword: "brand-new-password", revokeOtherSessions: true },
      });
      expect(res.status).toBe(200);
      const renewed = cookieOf(res);
      expect(renewed).toMatch(/session_token=/);
      expect((await ctx.request("/api/me", { cookie: otherDevice })).status).toBe(401);
      expect((await ctx.request("/api/me", { cookie: renewed })).status).toBe(200);
      await signInAgain(u, "brand-new-password");
    });

    it("signs out of other sessions and keeps this one", async () => {
      const u = await ctx.signUp();
      const laptop = await signInAgain(u);
      const phone = await signInAgain(u);
      const res = await ctx.request("/api/auth/revoke-other-sessions", { method: "POST", cookie: u.cookie, body: {} });
      expect(res.status).toBe(200);
      expect((await ctx.request("/api/me", { cookie: laptop })).status).toBe(401);
      expect((await ctx.request("/api/me", { cookie: phone })).status).toBe(401);
      expect((await ctx.request("/api/me", { cookie: u.cookie })).status).toBe(200);
    });
  });

  describe("DELETE /api/account", () => {
    it("refuses a missing or wrong confirmation and deletes nothing", async () => {
      const u = await ctx.signUp();
      const seeded = await seedEverythingOf(ctx, u);
      const before = await countSeededRows(ctx, seeded);
      for (const body of [{}, { confirm: "" }, { confirm: "someone-else@example.com" }, { confirm: "DELETE" }]) {
        const res = await ctx.request("/api/account", { method: "DELETE", cookie: u.cookie, body });
        expect(res.status).toBe(400);
        expect((await res.json()).error).toBe("Type your email address exactly as shown to confirm");
      }
      expect(await countSeededRows(ctx, seeded)).toEqual(before);
      expect(await existingFiles(ctx, seeded)).toBe(seeded.files.length);
    });

    it("removes every row and file of the user, and nothing of another user", async () => {
      const doomed = await ctx.signUp();
      const bystander = await ctx.signUp();
      const doomedData = await seedEverythingOf(ctx, doomed);
      const bystanderData = await seedEverythingOf(ctx, bystander);
      const bystanderBefore = await countSeededRows(ctx, bystanderData);
      expect(Object.values(bystanderBefore).every((n) => n >= 1)).toBe(true);
      expect(await existingFiles(ctx, doomedData)).toBe(doomedData.files.length);

      const res = await ctx.request("/api/account", { method: "DELETE", cookie: doomed.cookie, body: { confirm: ` ${doomed.email.toUpperCase()} ` } });
      expect(res.status).toBe(204);

      const after = await countSeededRows(ctx, doomedData);
      expect(Object.entries(after).filter(([, n]) => n > 0)).toEqual([]);
      expect(await existingFiles(ctx, doomedData)).toBe(0);
      expect(await ctx.db.select().from(session).where(eq(session.userId, doomed.id))).toEqual([]);
      expect((await ctx.request("/api/me", { cookie: doomed.cookie })).status).toBe(401);
      const signIn = await ctx.request("/api/auth/sign-in/email", { method: "POST", body: { email: doomed.email, password: "correct-horse-battery" } });
      expect(signIn.status).toBe(401);

      expect(await countSeededRows(ctx, bystanderData)).toEqual(bystanderBefore);
      expect(await existingFiles(ctx, bystanderData)).toBe(bystanderData.files.length);
      const stillThere = await ctx.request("/api/brand-profile", { cookie: bystander.cookie });
      expect(((await stillThere.json()) as { company_name: string }).company_name).toBe("Acme Corp");
    });

    it("is all or nothing: a failure inside the transaction leaves every row and file in place", async () => {
      const u = await ctx.signUp();
      const seeded = await seedEverythingOf(ctx, u);
      const before = await countSeededRows(ctx, seeded);
      // A real database failure at the last step (the user row), after every other table was already emptied.
      await ctx.db.execute(sql.raw(`CREATE FUNCTION refuse_user_delete() RETURNS trigger AS $$ BEGIN RAISE EXCEPTION 'refused'; END; $$ LANGUAGE plpgsql`));
      await ctx.db.execute(
        sql.raw(`CREATE TRIGGER refuse_user_delete BEFORE DELETE ON "user" FOR EACH ROW WHEN (OLD.id = '${u.id}') EXECUTE FUNCTION refuse_user_delete()`),
      );
      try {
        const res = await ctx.request("/api/account", { method: "DELETE", cookie: u.cookie, body: { confirm: u.email } });
        expect(res.status).toBe(500);
      } finally {
        await ctx.db.execute(sql.raw(`DROP TRIGGER refuse_user_delete ON "user"`));
        await ctx.db.execute(sql.raw(`DROP FUNCTION refuse_user_delete()`));
      }
      expect(await countSeededRows(ctx, seeded)).toEqual(before);
      expect(await existingFiles(ctx, seeded)).toBe(seeded.files.length);
      expect((await ctx.request("/api/me", { cookie: u.cookie })).status).toBe(200);
    });

    it("the same email can sign up again afresh after deletion", async () => {
      const u = await ctx.signUp({ email: "comeback@example.com" });
      await seedEverythingOf(ctx, u);
      expect((await ctx.request("/api/account", { method: "DELETE", cookie: u.cookie, body: { confirm: "comeback@example.com" } })).status).toBe(204);
      const again = await ctx.signUp({ email: "comeback@example.com" });
      expect(await (await ctx.request("/api/brand-profile", { cookie: again.cookie })).json()).toBeNull();
      expect(await (await ctx.request("/api/offerings", { cookie: again.cookie })).json()).toEqual([]);
    });
  });
});
