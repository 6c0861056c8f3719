// The accounts module's public face on the server: what other modules and the Express wiring may call.
export { authRouter } from "./api.server";
export { accountNames, findAccountByUserid, findAccountName, listActiveAccounts } from "./account-names.server";
export { takeDraft } from "./drafts.server";
export {
  actorOf,
  checkAccess,
  pageAddress,
  requireAdminPage,
  requireRole,
  type Actor,
  type GuardedUser,
} from "./guard.server";
export {
  SESSION_COOKIE,
  endSessions,
  readCookie,
  readSession,
  readSessionToken,
  requestSession,
} from "./session.server";
export {
  firstRunSetupToken,
  isSetupPending,
  onFirstRunSetupFinished,
  refreshFirstRunSetup,
  setupLinkPath,
  startFirstRunSetup,
} from "./setup.server";
export { eraseExpiredAccountData } from "./retention.server";
export { removeTwoFactor } from "./two-factor.server";
export { currentSignInSpike, type SignInSpike } from "./sign-in-spikes.server";
export { usersRouter } from "./users.api.server";
export { bootstrapAdminFromEnv, countActiveAccounts, createAdminUser, setPassword } from "./users.server";
