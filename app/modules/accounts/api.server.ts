import { Router } from "express";
import { loginSchema } from "./schema";
import { attemptLogin, logout, LOGIN_SUCCESS_MESSAGE } from "./login.server";
import { deleteSession, readSessionToken, sessionCookieName, sessionCookieOptions } from "./session.server";
import { parseBody } from "~/kernel/api-errors.server";
import { changeOwnPasswordSchema, PASSWORD_CHANGED_MESSAGE } from "./users-schema";
import { changeOwnPassword } from "./users.server";
import { requireRole } from "./guard.server";
import { db } from "~/kernel/database/connection";

export const authRouter = Router();

// POST /api/login keeps the spec's contract: { message: "Login successful" } on success, another message otherwise.
// Failures also carry the API's usual { error, fields }.
authRouter.post("/login", async (req, res) => {
  const login = parseBody(loginSchema, req.body);
  const result = await attemptLogin(db(), login, {
    ip: req.ip ?? "",
    userAgent: req.get("user-agent"),
    previousToken: readSessionToken(req.headers.cookie),
  });
  res.set("Cache-Control", "no-store");
  if (result.ok) {
    res.cookie(sessionCookieName(req.secure), result.token, sessionCookieOptions(req.secure));
    res.json({ message: LOGIN_SUCCESS_MESSAGE, user: { userid: result.user.userid, role: result.user.role } });
    return;
  }
  if (result.reason === "second_factor") {
    // The API finishes in one request: the code comes with the password, or the answer asks for it.
    await deleteSession(db(), result.token);
    res.status(401).json({ message: result.message, error: result.message, fields: { code: result.message } });
    return;
  }
  if (result.reason === "locked") res.set("Retry-After", String(result.retryAfterSeconds));
  res
    .status(result.reason === "locked" ? 429 : 401)
    .json({ message: result.message, error: result.message, fields: {} });
});

// Ends the session server-side and clears the cookie; answers the same whether or not one was open.
authRouter.post("/logout", async (req, res) => {
  await logout(db(), readSessionToken(req.headers.cookie), req.ip ?? "");
  res.clearCookie(sessionCookieName(req.secure), sessionCookieOptions(req.secure));
  res.set("Cache-Control", "no-store").json({ message: "Logged out" });
});

// Who is signed in: lets the dashboard and scripts check a session.
authRouter.get("/me", requireRole("editor"), (_req, res) => {
  const user = res.locals.user!;
  res.set("Cache-Control", "no-store").json({ userid: user.userid, displayName: user.displayName, role: user.role });
});

// Anyone signed in changes their own password; their other sessions end, this one stays.
authRouter.post("/me/password", requireRole("editor"), async (req, res) => {
  const input = parseBody(changeOwnPasswordSchema, req.body);
  const user = res.locals.user!;
  await changeOwnPassword(db(), user, input.currentPassword, input.newPassword, req.ip ?? "");
  res.json({ message: PASSWORD_CHANGED_MESSAGE });
});
