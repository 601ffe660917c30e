/**
 * npm run admin:reset-2fa -- <username>
 *
 * Removes an account's second factor (its authenticator app, passkeys and recovery codes) and
 * ends its sessions, from the server itself: the way back in when the only administrator has lost
 * theirs (docs/operations.md, "Second factor"). The account signs in with its password alone
 * afterwards, or is sent to enrolment when the site requires a factor. Recorded in the audit log.
 */
import { parseArgs } from "node:util";
import { recordAudit } from "../app/server/audit.server";
import { ConfigError, getConfig } from "../app/server/config.server";
import { removeSecondFactor, userIdByUsername } from "../app/server/services/second-factor.server";
import { openConfiguredDatabase, stopServices } from "../app/server/startup.server";

const { positionals } = parseArgs({ allowPositionals: true, options: {} });

try {
  const username = positionals[0]?.trim();
  if (!username) throw new ConfigError("Usage: npm run admin:reset-2fa -- <username>");
  const config = getConfig();
  await openConfiguredDatabase(() => {}, config);
  const userId = await userIdByUsername(username);
  if (userId === null) throw new ConfigError(`No account is named "${username}" (names are matched exactly)`);
  const change = await removeSecondFactor(userId, null);
  const endedSessions = change.ok ? change.endedSessions : 0;
  await recordAudit([
    {
      userId: null,
      username: "admin:reset-2fa",
      action: "update",
      entityKind: "user",
      entityId: userId,
      summary: `${username}: đặt lại xác thực hai bước (npm run admin:reset-2fa)`,
      address: "local",
      at: new Date(),
    },
  ]);
  console.log(`Removed the second factor of "${username}"; ${endedSessions} session(s) ended.`);
  await stopServices();
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  await stopServices().catch(() => {});
  process.exit(1);
}
