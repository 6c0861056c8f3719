import { Router, type Request } from "express";
import { adminUserSchema, resetPasswordSchema, updateAdminUserSchema } from "./users-schema";
import { createAdminUser, listAdminUsers, setPassword, updateAdminUser } from "./users.server";
import { RefusedError } from "~/kernel/errors";
import { parseBody } from "~/kernel/api-errors.server";
import { actorOf, requireRole } from "./guard.server";
import { db } from "~/kernel/database/connection";

export const usersRouter = Router();

function idOf(req: Request) {
  const id = Number(req.params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw new RefusedError(404, "No such account.");
  return id;
}

usersRouter.get("/users", requireRole("admin"), async (_req, res) => {
  res.set("Cache-Control", "no-store").json(await listAdminUsers(db()));
});

usersRouter.post("/users", requireRole("admin"), async (req, res) => {
  const input = parseBody(adminUserSchema, req.body);
  const created = await createAdminUser(db(), input, actorOf(req, res));
  res.status(201).json(created);
});

// Role, display name, disabled flag.
usersRouter.patch("/users/:id", requireRole("admin"), async (req, res) => {
  const changes = parseBody(updateAdminUserSchema, req.body);
  res.json(await updateAdminUser(db(), idOf(req), changes, actorOf(req, res)));
});

// An admin sets a new password for someone who is locked out; their sessions end.
usersRouter.put("/users/:id/password", requireRole("admin"), async (req, res) => {
  const { password } = parseBody(resetPasswordSchema, req.body);
  await setPassword(db(), { id: idOf(req) }, password, actorOf(req, res));
  res.json({ message: "Password reset. The account's sessions were ended." });
});
